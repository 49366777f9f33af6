// /admin/scrolling: Manage Scrolling Images (SPEC §2) — add with a file and a title, rename inline,
// move up/down (the first cannot go up, the last cannot go down) or drag, delete.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { MoveButtons } from "~/components/admin/MoveButtons";
import { SortableList } from "~/components/admin/SortableList";
import { useToast } from "~/components/ui/Toaster";
import { handleScrollingAction, type ScrollingFormAnswer } from "~/modules/scrolling/scrolling-form.server";
import { requireOwner } from "~/modules/auth/session.server";
import { listScrollingImages } from "~/modules/scrolling/scrolling.server";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { withPageErrors } from "~/utils/page.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return withPageErrors(async () => {
    await requireOwner(request);
    return { images: await listScrollingImages() };
  });
}

export async function action({ request }: ActionFunctionArgs) {
  return withPageErrors(async () => {
    await requireOwner(request);
    return handleScrollingAction(request);
  });
}

const FIELD = "w-full border border-ink/30 bg-white px-3 py-2";

export default function ScrollingImages() {
  const { images } = useLoaderData<typeof loader>();
  const answer = useActionData<ScrollingFormAnswer>();
  const toast = useToast();
  const errorFor = (intent: string, id?: number) =>
    answer && answer.intent === intent && (id === undefined || answer.id === id) ? answer.error : undefined;
  return (
    <section className="mt-8 max-w-3xl">
      <h1 className="font-serif text-3xl tracking-widest">Manage Scrolling Images</h1>
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-6 space-y-3 border border-sand bg-white p-5"
      >
        <input type="hidden" name="intent" value="add" />
        <label className="block text-sm font-medium">
          Image
          <input type="file" name="image" accept="image/*" className="mt-1 block text-sm" />
        </label>
        <label className="block text-sm font-medium">
          Title
          <input name="title" className={`mt-1 ${FIELD}`} />
        </label>
        <p role="alert" className="text-sm text-red-700">
          {errorFor("add")}
        </p>
        <SubmitButton pendingLabel="Adding...">Add Image</SubmitButton>
      </Form>
      <SortableList
        id="scrolling"
        items={images}
        label={(image) => image.title}
        onFailure={() =>
          toast({ title: "Error", description: "Failed to reorder scrolling images", variant: "destructive" })
        }
      >
        {(image, index) => (
          <div className="flex flex-1 flex-wrap items-center gap-3">
            <img src={image.imageUrl} alt="" width={64} height={64} className="h-16 w-16 object-cover" />
            <Form method="post" className="flex min-w-56 flex-1 gap-2">
              <input type="hidden" name="intent" value="rename" />
              <input type="hidden" name="id" value={image.id} />
              <input
                name="title"
                defaultValue={image.title}
                aria-label={`Title of ${image.title}`}
                className={FIELD}
              />
              <SubmitButton variant="subtle" size="sm" aria-label={`Save title of ${image.title}`}>
                Save
              </SubmitButton>
              {errorFor("rename", image.id) ? (
                <span role="alert" className="text-sm text-red-700">
                  {errorFor("rename", image.id)}
                </span>
              ) : null}
            </Form>
            <MoveButtons
              id={image.id}
              name={image.title}
              first={index === 0}
              last={index === images.length - 1}
            />
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={image.id} />
              <SubmitButton variant="subtle" size="sm" aria-label={`Delete ${image.title}`}>
                Delete
              </SubmitButton>
            </Form>
          </div>
        )}
      </SortableList>
    </section>
  );
}
