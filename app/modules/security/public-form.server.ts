// The one way a public form post is handled (contact, newsletter, inquiry): validate with the
// form's schema, rate-limit the address, do the work, and answer what the form shows next.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type AppLoadContext } from "@remix-run/node";
import type { z } from "zod";
import { errorResponse } from "~/utils/api.server";
import { clientIp } from "~/utils/load-context.server";
import { enforceRateLimit, type RateLimitName } from "./rate-limit.server";

export interface PublicFormResult {
  intent: string;
  result: SubmissionResult<string[]>;
  sent: boolean;
  /** The failure shown in a toast (server message, or the form's generic failure text). */
  message?: string;
  status?: number;
}

interface Options<S extends z.ZodTypeAny> {
  intent: string;
  schema: S;
  limit: RateLimitName;
  failure: string;
  run: (value: z.infer<S>) => Promise<unknown>;
}

export async function handlePublicForm<S extends z.ZodTypeAny>(
  formData: FormData,
  context: AppLoadContext,
  options: Options<S>,
) {
  const submission = parseWithZod(formData, { schema: options.schema });
  if (submission.status !== "success") {
    return data<PublicFormResult>(
      { intent: options.intent, result: submission.reply(), sent: false },
      { status: 400 },
    );
  }
  try {
    await enforceRateLimit(options.limit, clientIp(context));
    await options.run(submission.value);
    return data<PublicFormResult>({
      intent: options.intent,
      result: submission.reply({ resetForm: true }),
      sent: true,
    });
  } catch (error) {
    const response = errorResponse(error);
    const { message } = (await response.json()) as { message: string };
    // A 500 is unexpected and its text says nothing to a visitor; a 503 says what is down.
    const shown = response.status >= 500 && response.status !== 503 ? options.failure : message;
    const retryAfter = response.headers.get("Retry-After");
    return data<PublicFormResult>(
      {
        intent: options.intent,
        result: submission.reply({ formErrors: [shown] }),
        sent: false,
        message: shown,
        status: response.status,
      },
      { status: response.status, headers: retryAfter ? { "Retry-After": retryAfter } : undefined },
    );
  }
}
