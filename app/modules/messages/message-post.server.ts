// A visitor's message through /api (POST /api/contact, /api/inquiries): limited by network as the
// forms are, and stored once per Idempotency-Key, so a POST retried after an unknown outcome stores
// nothing twice.
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import { enforceRateLimit, type RateLimitName } from "~/modules/security/rate-limit.server";
import { created } from "~/utils/api.server";
import { readJson } from "~/utils/http.server";
import { clientIp } from "~/utils/load-context.server";

/** An apiRoute handler: `send` stores the message read by `schema` and answers it, 201. */
export const messagePost =
  <Input extends { submissionKey?: string }>(
    limit: RateLimitName,
    schema: z.ZodType<Input, z.ZodTypeDef, unknown>,
    send: (input: Input) => Promise<unknown>,
  ) =>
  async ({ request, context }: LoaderFunctionArgs) => {
    await enforceRateLimit(limit, clientIp(context));
    const input = await readJson(request, schema);
    const submissionKey = request.headers.get("Idempotency-Key") ?? input.submissionKey;
    return created(await send({ ...input, submissionKey }));
  };
