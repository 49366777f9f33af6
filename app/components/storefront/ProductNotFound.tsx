// What an unknown, hidden or malformed product address shows (product §2).
import { ButtonLink } from "~/components/ui/Button";

export function ProductNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 pb-24 pt-36 text-center">
      <h1 className="font-serif text-3xl">Product Not Found</h1>
      <p className="mt-4 text-gray-600">
        The product you&apos;re looking for doesn&apos;t exist or has been removed.
      </p>
      <ButtonLink to="/" variant="brand" className="mt-8">
        Return to Home
      </ButtonLink>
    </div>
  );
}
