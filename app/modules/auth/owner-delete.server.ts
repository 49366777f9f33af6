// The DELETE of one record through /api (docs/api.md): the owner's alone, answered `{deleted: true}`.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireOwner } from "./session.server";

/** An apiRoute handler: the session is checked before `remove` reads the record's key from `params`. */
export const ownerDelete =
  (remove: (params: LoaderFunctionArgs["params"]) => Promise<unknown>) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    await requireOwner(request);
    await remove(params);
    return Response.json({ deleted: true });
  };
