// Calls a page route's loader or action in-process with a real Request, as Remix would: a plain
// object, `data()` or a Response (thrown or returned) all come back as { status, data, response }.
import type { ActionFunctionArgs } from "@remix-run/node";

type Handler = (args: ActionFunctionArgs) => Promise<unknown>;

export async function callPage(
  handler: Handler,
  url: string,
  init: {
    method?: string;
    form?: Record<string, string>;
    body?: string;
    cookie?: string;
    params?: Record<string, string>;
  } = {},
) {
  const headers = new Headers();
  if (init.cookie) headers.set("Cookie", init.cookie);
  let body: BodyInit | undefined = init.body;
  if (init.form) body = new URLSearchParams(init.form);
  if (body !== undefined) headers.set("Content-Type", "application/x-www-form-urlencoded");
  const request = new Request(new URL(url, "http://localhost"), {
    method: init.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
  });
  let answer: unknown;
  try {
    answer = await handler({ request, params: init.params ?? {}, context: { clientIp: "203.0.113.7" } });
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    answer = thrown;
  }
  if (answer instanceof Response) return { status: answer.status, data: undefined, response: answer };
  if (answer && typeof answer === "object" && "init" in answer && "data" in answer) {
    const { data, init: responseInit } = answer as { data: unknown; init: ResponseInit | null };
    return { status: responseInit?.status ?? 200, data: data as any, response: undefined }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }
  return { status: 200, data: answer as any, response: undefined }; // eslint-disable-line @typescript-eslint/no-explicit-any
}
