// The loader of a route that only takes posts (a download, a form's target): a GET, typed in the
// address bar or sent by a crawler, is a plain 405 and one log line. Without a loader Remix answers
// it 405 too, but logs the framework's error and its stack as if the server had failed.
import type { LoaderFunctionArgs } from "@remix-run/node";

export function postOnly({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  console.warn(`${request.method} ${JSON.stringify(pathname)} answered 405: it takes POST only`);
  return new Response("Method Not Allowed: this address takes POST only.\n", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}
