// The one way a public form post is handled (contact, newsletter, inquiry): validate with the
// form's schema, rate-limit the address, do the work, and answer what the form shows next.
import { parseWithZod } from "@conform-to/zod";
import { data, type AppLoadContext } from "@remix-run/node";
import type { z } from "zod";
import { submissionFailure } from "~/utils/page.server";
import { clientIp } from "~/utils/load-context.server";
import { enforceRateLimit, type RateLimitName } from "./rate-limit.server";
import type { PublicFormResult } from "./public-form";

interface Options<S extends z.ZodTypeAny> {
  intent: string;
  schema: S;
  limit: RateLimitName;
  failure: string;
  run: (value: z.infer<S>) => Promise<unknown>;
}

export async function handlePublicForm<S extends z.ZodTypeAny>(
  request: Request,
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
    const failure = submissionFailure(error, options.failure, { request, form: formData, context });
    return data<PublicFormResult>(
      {
        intent: options.intent,
        result: submission.reply({ formErrors: [failure.message], fieldErrors: failure.fieldErrors }),
        sent: false,
        message: failure.message,
        status: failure.status,
      },
      failure.init,
    );
  }
}
