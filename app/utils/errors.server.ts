// What any thrown value means for the visitor: a domain error as it is, Prisma's "no such row" and
// "already exists" as 404 and 409, an unreachable database as 503, anything else a logged 500
// whose details stay in the log.
import { Prisma } from "@prisma/client";
import { databaseUnavailable, isConnectionError } from "./db-retry.server";
import { AppError, conflict, notFound } from "./errors";

export const UNEXPECTED_MESSAGE = "Something went wrong. Please try again.";

/** A row refused because another already holds its unique key (Prisma's P2002). */
export const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

export function asAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2025") return notFound();
    if (isUniqueViolation(error)) return conflict("This already exists.");
  }
  // Still unreachable once the retries' budget is spent (decision 092).
  if (isConnectionError(error)) {
    console.error("Database unavailable:", error instanceof Error ? error.message : error);
    return databaseUnavailable();
  }
  console.error("Unexpected error:", error);
  return new AppError(500, UNEXPECTED_MESSAGE);
}

/** The JSON answer of docs/api.md for a failure: `{message, errors?}`, its status and Retry-After. */
export function errorResponse(error: unknown): Response {
  const { status, message, errors, retryAfter, extra } = asAppError(error);
  return Response.json(errors ? { message, errors, ...extra } : { message, ...extra }, {
    status,
    headers: retryHeaders(retryAfter),
  });
}

export function retryHeaders(retryAfter: number | undefined): HeadersInit | undefined {
  return retryAfter === undefined ? undefined : { "Retry-After": String(retryAfter) };
}
