// Typed domain errors: modules throw these, and only the edges (apiRoute, page routes) turn them
// into HTTP answers (decision 090). Browser-safe: no server imports.
import type { z } from "zod";

export type FieldErrors = Record<string, string[]>;

/** A failure the visitor can be told about: its HTTP status, message, field errors, retry delay. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    /** Seconds before trying again is worth it (sent as Retry-After). */
    readonly retryAfter?: number,
    /** More fields of the JSON answer (a taken piece's `subscribeUrl`). */
    readonly extra?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, errors?: FieldErrors) => new AppError(400, message, errors);
export const unauthorized = (message = "Sign in as the owner to do this.") => new AppError(401, message);
export const notFound = (message = "Not found.") => new AppError(404, message);
export const methodNotAllowed = () => new AppError(405, "Method not allowed.");
export const conflict = (message: string) => new AppError(409, message);
export const tooLarge = (message = "The request is too large.") => new AppError(413, message);
export const unsupportedType = (message = "This file type is not supported.") => new AppError(415, message);
/** Input of the right kind the server still cannot process (e.g. a photo too slow to convert). */
export const unprocessable = (message: string) => new AppError(422, message);
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = "Too many requests. Please try again later.",
) => new AppError(429, message, undefined, retryAfterSeconds);
export const serviceUnavailable = (message: string, retryAfterSeconds?: number) =>
  new AppError(503, message, undefined, retryAfterSeconds);

/** Field errors of a failed zod parse, keyed by field path, plus the first message for `message`. */
export function zodErrors(error: z.ZodError): { message: string; errors: FieldErrors } {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "body";
    (errors[key] ??= []).push(issue.message);
  }
  return { message: error.issues[0]?.message ?? "Invalid input.", errors };
}
