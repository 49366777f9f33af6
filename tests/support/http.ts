// HTTP helpers for tests against a running server: form posts and cookie handling.
export function form(fields: Record<string, string>) {
  return new URLSearchParams(fields);
}

/** The cookie pairs a response sets, ready for a Cookie header. */
export function cookiesFrom(response: Response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

export async function signIn(
  url: string,
  email: string,
  password: string,
  extra: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  return fetch(`${url}/login`, {
    method: "POST",
    body: form({ email, password, ...extra }),
    headers,
    redirect: "manual",
  });
}
