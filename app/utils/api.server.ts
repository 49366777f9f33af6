// The frame of every /api resource route: dispatch by method, and turn anything thrown into the
// JSON answers of docs/api.md, so no request to /api ever gets an HTML page or a bare 500.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "./errors";
import { errorResponse } from "./errors.server";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Handler = (args: LoaderFunctionArgs) => Promise<Response> | Response;

/** `export const { loader, action } = apiRoute({ GET, POST, ... })` */
export function apiRoute(handlers: Partial<Record<Method, Handler>>) {
  const dispatch = async (args: LoaderFunctionArgs): Promise<Response> => {
    const method = args.request.method.toUpperCase();
    const handler = handlers[(method === "HEAD" ? "GET" : method) as Method];
    try {
      if (!handler) throw methodNotAllowed();
      return await handler(args);
    } catch (error) {
      return errorResponse(error);
    }
  };
  return { loader: dispatch, action: dispatch };
}

/** 201 with the created record (README, Configuration). */
export const created = (record: unknown) => Response.json(record, { status: 201 });
