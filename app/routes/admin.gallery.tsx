// /admin/gallery: Gallery Management (product §2) — add and edit (up to 3 photos), move up/down
// saving the order, delete. While one item is edited the other Edit buttons are disabled. An add
// comes back to its new row, marked, with the add form empty (JustAdded).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { AdminPage } from "~/components/admin/AdminPage";
import { ConfirmDelete } from "~/components/admin/ConfirmDelete";
import { GalleryForm } from "~/components/admin/GalleryForm";
import { ImagePreview } from "~/components/admin/ImagePreview";
import { JUST_ADDED_RING, JustAddedNote, useJustAdded } from "~/components/admin/JustAdded";
import { MoveButtons } from "~/components/admin/MoveButtons";
import { ButtonLink } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { handleGalleryAction } from "~/modules/gallery/gallery-form.server";
import { ownerAction, ownerLoader } from "~/modules/auth/owner-action.server";
import { listGalleryItems } from "~/modules/gallery/gallery.server";
import { rowAnchor } from "~/modules/ordering/schema";
import { newFormKey } from "~/utils/submission-key.server";
import { useFormAnswer } from "~/components/ui/useFormAnswer";
import { isFormAnswer } from "~/utils/form-answer";

export async function loader({ request }: LoaderFunctionArgs) {
  return ownerLoader(request, async () => {
    return { items: await listGalleryItems(), submissionKey: newFormKey() };
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return ownerAction(request, context, () => handleGalleryAction(request, context));
}

export default function GalleryManagement() {
  const { items, submissionKey } = useLoaderData<typeof loader>();
  const replyFor = useFormAnswer();
  const [params] = useSearchParams();
  const answer = useActionData<unknown>();
  const { added, addFormKey } = useJustAdded();
  // The edit form stays open on the item whose save was refused.
  const editing =
    (isFormAnswer(answer) && answer.intent === "update" ? answer.id : undefined) ??
    (Number(params.get("edit")) || undefined);
  return (
    <AdminPage title="Gallery Management">
      <h2 className="mt-6 font-serif text-xl">Add Gallery Item</h2>
      <GalleryForm key={addFormKey} submissionKey={submissionKey} lastResult={replyFor("add")} />
      {/* Each row has its anchor: a move or an add comes back to it, below the fixed header
          (decision 152). */}
      <ul className="mt-8 space-y-3">
        {items.map((item, index) =>
          editing === item.id ? (
            <li key={item.id} id={rowAnchor(item.id)} className="scroll-mt-32">
              <GalleryForm item={item} lastResult={replyFor("update", item.id)} />
            </li>
          ) : (
            <Card
              as="li"
              key={item.id}
              id={rowAnchor(item.id)}
              padding="sm"
              className={`flex scroll-mt-32 flex-wrap items-center gap-3 ${item.id === added ? JUST_ADDED_RING : ""}`}
            >
              {item.id === added ? <JustAddedNote /> : null}
              <ImagePreview url={item.imageUrl} alt={item.title} />
              <div className="min-w-48 flex-1">
                <p className="font-medium">{item.title}</p>
                <p className="line-clamp-2 text-sm text-gray-600">{item.description}</p>
              </div>
              <MoveButtons
                id={item.id}
                name={item.title}
                first={index === 0}
                last={index === items.length - 1}
              />
              <ButtonLink
                to={`?edit=${item.id}`}
                aria-label={`Edit ${item.title}`}
                aria-disabled={editing !== undefined}
                tabIndex={editing !== undefined ? -1 : undefined}
                variant="subtle"
                size="sm"
              >
                Edit
              </ButtonLink>
              <ConfirmDelete
                confirmKey={item.id}
                name={item.title}
                question={`Delete “${item.title}” from the gallery?`}
              >
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="id" value={item.id} />
              </ConfirmDelete>
            </Card>
          ),
        )}
      </ul>
    </AdminPage>
  );
}
