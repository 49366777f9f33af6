// /admin/collections: Collection Main Photos (product §2) — choose a collection and a URL or a file,
// or remove a collection's photo.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminPage } from "~/components/admin/AdminPage";
import { ConfirmDelete } from "~/components/admin/ConfirmDelete";
import { CollectionPhotoForm } from "~/components/admin/CollectionPhotoForm";
import { ImagePreview } from "~/components/admin/ImagePreview";
import { handleCollectionPhotoAction } from "~/modules/collections/collection-photo-form.server";
import { ownerAction, ownerLoader } from "~/modules/auth/owner-action.server";
import { listCollectionPhotos } from "~/modules/collections/collections.server";
import { COLLECTION_PHOTO_NAMES } from "~/modules/collections/schema";
import { Card } from "~/components/ui/Card";
import { useFormAnswer } from "~/components/ui/useFormAnswer";

export async function loader({ request }: LoaderFunctionArgs) {
  return ownerLoader(request, async () => {
    return { photos: await listCollectionPhotos() };
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return ownerAction(request, context, () => handleCollectionPhotoAction(request, context));
}

export default function CollectionPhotos() {
  const { photos } = useLoaderData<typeof loader>();
  const replyFor = useFormAnswer();
  const photoOf = (name: string) => photos.find((photo) => photo.collectionName === name);
  return (
    <AdminPage title="Collection Main Photos">
      <CollectionPhotoForm lastResult={replyFor("set")} />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {COLLECTION_PHOTO_NAMES.map((name) => {
          const photo = photoOf(name);
          return (
            <Card as="li" key={name} padding="sm" className="flex flex-wrap items-center gap-4">
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
                <ConfirmDelete
                  confirmKey={name}
                  name={`photo of ${name}`}
                  verb="Remove"
                  question={`Remove the photo of ${name}? Its default cover shows again.`}
                >
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="collectionName" value={name} />
                </ConfirmDelete>
              ) : null}
            </Card>
          );
        })}
      </ul>
    </AdminPage>
  );
}
