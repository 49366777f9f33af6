// The fallback for unmatched routes (product §2): a centred card with a warning icon.
import { Card } from "./Card";

export function NotFoundCard() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 pt-28">
      <Card padding="lg" className="w-full max-w-md">
        <div className="flex items-center gap-3">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-8 w-8 text-red-600"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="12" cy="12" r="10" />
            <path d="M12 8v4M12 16h.01" />
          </svg>
          <h1 className="text-2xl font-bold text-gray-900">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-gray-600">Did you forget to add the page to the router?</p>
      </Card>
    </div>
  );
}
