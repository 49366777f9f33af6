// /admin/gallery: Gallery Management (SPEC §2) — add and edit (up to 3 photos), move up/down
// saving the order, delete. While one item is edited the other Edit buttons are disabled.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { ImagePreview } from "~/components/admin/ImagePreview";
import { MoveButtons } from "~/components/admin/MoveButtons";
import { handleGalleryAction, type GalleryFormAnswer } from "~/modules/gallery/gallery-form.server";
import { GALLERY_IMAGE_FIELDS } from "~/modules/gallery/schema";
import { requireOwner } from "~/modules/auth/session.server";
import { listGalleryItems } from "~/modules/gallery/gallery.server";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { FIELD } from "~/components/ui/FormFields";
import { withPageErrors } from "~/utils/page.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return withPageErrors(async () => {
    await requireOwner(request);
    return { items: await listGalleryItems() };
  });
}

export async function action({ request }: ActionFunctionArgs) {
  return withPageErrors(async () => {
    await requireOwner(request);
    return handleGalleryAction(request);
  });
}

const SMALL =
  "border border-ink/40 px-2 py-1 text-xs uppercase tracking-wider hover:bg-ink hover:text-cream aria-disabled:pointer-events-none aria-disabled:opacity-40";

type Item = {
  id: number;
  title: string;
  description: string;
  imageUrl: string;
  imageUrl2: string | null;
  imageUrl3: string | null;
};

function GalleryForm({ item, error }: { item?: Item; error?: string }) {
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-3 border border-sand bg-white p-5">
      <input type="hidden" name="intent" value={item ? "update" : "add"} />
      {item ? <input type="hidden" name="id" value={item.id} /> : null}
      <label className="block text-sm font-medium">
        Title
        <input name="title" defaultValue={item?.title} className={FIELD} />
      </label>
      <label className="block text-sm font-medium">
        Description
        <textarea name="description" defaultValue={item?.description} rows={3} className={FIELD} />
      </label>
      {GALLERY_IMAGE_FIELDS.map((field, i) => (
        <label key={field} className="block text-sm font-medium">
          {i === 0 ? "Main image URL" : `Image ${i + 1} URL (optional)`}
          <input name={field} defaultValue={item?.[field] ?? ""} className={FIELD} />
        </label>
      ))}
      <label className="block text-sm">
        Or upload images (up to 3 in all)
        <input type="file" name="photos" accept="image/*" multiple className="mt-1 block text-sm" />
      </label>
      <p role="alert" className="text-sm text-red-700">
        {error}
      </p>
      <div className="flex gap-3">
        <SubmitButton
          pendingLabel="Saving..."
          className="bg-ink px-6 py-2 text-sm uppercase tracking-widest text-cream"
        >
          {item ? "Update Item" : "Add Item"}
        </SubmitButton>
        {item ? (
          <Link to="." className="border border-ink px-6 py-2 text-sm uppercase tracking-widest">
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

export default function GalleryManagement() {
  const { items } = useLoaderData<typeof loader>();
  const answer = useActionData<GalleryFormAnswer>();
  const [params] = useSearchParams();
  const editing = answer?.intent === "update" ? answer.id : Number(params.get("edit")) || undefined;
  return (
    <section className="mt-8 max-w-3xl">
      <h1 className="font-serif text-3xl tracking-widest">Gallery Management</h1>
      <h2 className="mt-6 font-serif text-xl">Add Gallery Item</h2>
      <GalleryForm error={answer?.intent === "add" ? answer.error : undefined} />
      <ul className="mt-8 space-y-3">
        {items.map((item, index) =>
          editing === item.id ? (
            <li key={item.id}>
              <GalleryForm item={item} error={answer?.intent === "update" ? answer.error : undefined} />
            </li>
          ) : (
            <li key={item.id} className="flex flex-wrap items-center gap-3 border border-sand bg-white p-4">
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
              <Link
                to={`?edit=${item.id}`}
                aria-label={`Edit ${item.title}`}
                aria-disabled={editing !== undefined}
                tabIndex={editing !== undefined ? -1 : undefined}
                className={SMALL}
              >
                Edit
              </Link>
              <Form method="post">
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="id" value={item.id} />
                <SubmitButton aria-label={`Delete ${item.title}`} className={SMALL}>
                  Delete
                </SubmitButton>
              </Form>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
