// POST /logout ends the owner's session on the server and clears the cookie.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { destroyOwnerSession } from "~/modules/auth/session.server";

export async function action({ request }: ActionFunctionArgs) {
  return redirect("/", { headers: { "Set-Cookie": await destroyOwnerSession(request) } });
}

// Signing out is a POST only: a link or a prefetch must never end the session.
export function loader() {
  return redirect("/");
}
