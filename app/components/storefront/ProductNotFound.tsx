// What an unknown, hidden or malformed product address shows (SPEC §2).
import { Link } from "@remix-run/react";

export function ProductNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 pb-24 pt-36 text-center">
      <h1 className="font-serif text-3xl">Product Not Found</h1>
      <p className="mt-4 text-gray-600">
        The product you&apos;re looking for doesn&apos;t exist or has been removed.
      </p>
      <Link
        to="/"
        className="mt-8 inline-block bg-ink px-6 py-3 text-sm uppercase tracking-widest text-cream"
      >
        Return to Home
      </Link>
    </div>
  );
}
