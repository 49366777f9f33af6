// /admin/collections: Collection Main Photos (SPEC §2) — choose a collection and a URL or a file,
// or remove a collection's photo.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ImagePreview } from "~/components/admin/ImagePreview";
import { handleCollectionPhotoAction } from "~/modules/collections/collection-photo-form.server";
import { requireOwner } from "~/modules/auth/session.server";
import { listCollectionPhotos } from "~/modules/collections/collections.server";
import { COLLECTION_PHOTO_NAMES } from "~/modules/collections/schema";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { FIELD } from "~/components/ui/FormFields";
import { withPageErrors } from "~/utils/page.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return withPageErrors(async () => {
    await requireOwner(request);
    return { photos: await listCollectionPhotos() };
  });
}

export async function action({ request }: ActionFunctionArgs) {
  return withPageErrors(async () => {
    await requireOwner(request);
    return handleCollectionPhotoAction(request);
  });
}

export default function CollectionPhotos() {
  const { photos } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const photoOf = (name: string) => photos.find((photo) => photo.collectionName === name);
  return (
    <section className="mt-8 max-w-3xl">
      <h1 className="font-serif text-3xl tracking-widest">Collection Main Photos</h1>
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-6 space-y-4 border border-sand bg-white p-5"
      >
        <div>
          <label htmlFor="collection-name" className="block text-sm font-medium">
            Collection
          </label>
          <select id="collection-name" name="collectionName" defaultValue="" className={FIELD}>
            <option value="">Select a collection</option>
            {COLLECTION_PHOTO_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="collection-url" className="block text-sm font-medium">
            Image URL
          </label>
          <input id="collection-url" name="imageUrl" className={FIELD} />
        </div>
        <label className="block text-sm">
          Or upload an image
          <input type="file" name="photo" accept="image/*" className="mt-1 block text-sm" />
        </label>
        <p role="alert" className="text-sm text-red-700">
          {answer?.error}
        </p>
        <SubmitButton pendingLabel="Saving...">Set Photo</SubmitButton>
      </Form>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {COLLECTION_PHOTO_NAMES.map((name) => {
          const photo = photoOf(name);
          return (
            <li key={name} className="flex items-center gap-4 border border-sand bg-white p-4">
              {photo ? (
                <ImagePreview url={photo.imageUrl} alt={name} />
              ) : (
                <div className="h-24 w-24 bg-sand" />
              )}
              <div className="flex-1">
                <p className="font-medium">{name}</p>
                <p className="text-sm text-gray-600">{photo ? "Own photo" : "Default cover"}</p>
              </div>
              {photo ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="collectionName" value={name} />
                  <SubmitButton aria-label={`Remove photo of ${name}`} variant="subtle" size="sm">
                    Remove
                  </SubmitButton>
                </Form>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
