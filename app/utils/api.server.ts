// The frame of every /api resource route: dispatch by method, and turn anything thrown into the
// JSON answers of DESIGN.md, so no request to /api ever gets an HTML page or a bare 500.
import { Prisma } from "@prisma/client";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiError, conflict, methodNotAllowed, notFound } from "./http.server";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Handler = (args: LoaderFunctionArgs) => Promise<Response> | Response;

/** `export const { loader, action } = apiRoute({ GET, POST, ... })` */
export function apiRoute(handlers: Partial<Record<Method, Handler>>) {
  const dispatch = async (args: LoaderFunctionArgs): Promise<Response> => {
    const method = args.request.method.toUpperCase();
    const handler = handlers[(method === "HEAD" ? "GET" : method) as Method];
    if (!handler) return methodNotAllowed();
    try {
      return await handler(args);
    } catch (error) {
      return errorResponse(error);
    }
  };
  return { loader: dispatch, action: dispatch };
}

export function errorResponse(error: unknown): Response {
  if (error instanceof Response) return error;
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2025") return notFound();
    if (error.code === "P2002") return conflict("This already exists.");
  }
  console.error("Unexpected API error:", error);
  return apiError(500, "Something went wrong. Please try again.");
}

/** 201 with the created record (DESIGN.md). */
export const created = (record: unknown) => Response.json(record, { status: 201 });
