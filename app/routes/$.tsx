// Fallback for unmatched routes: a real 404 status with the card of product §2.
import type { MetaFunction } from "@remix-run/node";
import { NotFoundCard } from "~/components/ui/NotFoundCard";

export const meta: MetaFunction = () => [{ title: "Page Not Found | Atelier" }];

export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return <NotFoundCard />;
}

export function ErrorBoundary() {
  return <NotFoundCard />;
}
