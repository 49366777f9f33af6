// Calls an /api resource route module in-process with a real Request, as Remix would.
import type { LoaderFunctionArgs } from "@remix-run/node";

type Route = { loader: (args: LoaderFunctionArgs) => Promise<Response> };

export interface CallOptions {
  method?: string;
  params?: Record<string, string>;
  json?: unknown;
  body?: BodyInit;
  contentType?: string;
  cookie?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export async function call(route: Route, path: string, options: CallOptions = {}) {
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("Cookie", options.cookie);
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers.set("Content-Type", "application/json");
  }
  if (options.contentType) headers.set("Content-Type", options.contentType);
  const request = new Request(`http://localhost${path}`, { method: options.method ?? "GET", headers, body });
  const response = await route.loader({
    request,
    params: options.params ?? {},
    context: { clientIp: options.ip ?? "203.0.113.1" },
  });
  const text = await response.text();
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    // not JSON: the assertion on `data` will show the text
  }
  return { status: response.status, data: data as any, headers: response.headers }; // eslint-disable-line @typescript-eslint/no-explicit-any
}
