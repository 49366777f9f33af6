// /admin/scrolling: Manage Scrolling Images (product §2) — add with a file and a title, rename inline,
// move up/down (the first cannot go up, the last cannot go down) or drag, delete. An add comes
// back to its new row, marked, with the add form empty (JustAdded).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminPage } from "~/components/admin/AdminPage";
import { ConfirmDelete } from "~/components/admin/ConfirmDelete";
import { JustAddedNote, useJustAdded } from "~/components/admin/JustAdded";
import { MoveButtons } from "~/components/admin/MoveButtons";
import { AddScrollingImageForm, ScrollingTitleForm } from "~/components/admin/ScrollingForms";
import { SortableList } from "~/components/admin/SortableList";
import { useToast } from "~/components/ui/Toaster";
import { useFormAnswer } from "~/components/ui/useFormAnswer";
import { ownerAction, ownerLoader } from "~/modules/auth/owner-action.server";
import { handleScrollingAction } from "~/modules/scrolling/scrolling-form.server";
import { listScrollingImages } from "~/modules/scrolling/scrolling.server";
import { newFormKey } from "~/utils/submission-key.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return ownerLoader(request, async () => {
    return { images: await listScrollingImages(), submissionKey: newFormKey() };
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return ownerAction(request, context, () => handleScrollingAction(request, context));
}

export default function ScrollingImages() {
  const { images, submissionKey } = useLoaderData<typeof loader>();
  const replyFor = useFormAnswer();
  const toast = useToast();
  const { added, addFormKey } = useJustAdded();
  return (
    <AdminPage title="Manage Scrolling Images">
      <AddScrollingImageForm key={addFormKey} submissionKey={submissionKey} lastResult={replyFor("add")} />
      <SortableList
        id="scrolling"
        items={images}
        label={(image) => image.title}
        justAdded={added}
        onFailure={() =>
          toast({ title: "Error", description: "Failed to reorder scrolling images", variant: "destructive" })
        }
      >
        {(image, index) => (
          <div className="flex flex-1 flex-wrap items-center gap-3">
            {image.id === added ? <JustAddedNote /> : null}
            <img src={image.imageUrl} alt="" width={64} height={64} className="h-16 w-16 object-cover" />
            <ScrollingTitleForm image={image} lastResult={replyFor("rename", image.id)} />
            <MoveButtons
              id={image.id}
              name={image.title}
              first={index === 0}
              last={index === images.length - 1}
            />
            <ConfirmDelete
              confirmKey={image.id}
              name={image.title}
              question={`Delete the scrolling image “${image.title}”?`}
            >
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={image.id} />
            </ConfirmDelete>
          </div>
        )}
      </SortableList>
    </AdminPage>
  );
}
