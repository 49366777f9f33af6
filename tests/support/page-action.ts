// Posts a form to a page's action the way a browser does, and reads what the action answers as
// Remix would send it: a Response (returned or thrown) or a data() answer become one PageAnswer,
// which the matchers of ./matchers.ts read (toHaveRedirect, toHaveStatus, toHaveFormErrors).
import { data, type ActionFunctionArgs } from "@remix-run/node";

export interface PageAnswer {
  status: number;
  headers: Headers;
  /** What the page's useActionData() reads: the data() answer's value, or the response's JSON. */
  data: unknown;
}

interface PagePost {
  /** The page's address, as the form posts to it. */
  path: string;
  body: FormData | URLSearchParams;
  /** The owner's session cookie; a visitor's post carries none. */
  cookie?: string;
  params?: Record<string, string>;
}

type DataAnswer = ReturnType<typeof data<unknown>>;
// The class of what Remix's data() returns, told apart from a plain object an action may return.
const DataAnswerClass = data(null).constructor;
const isDataAnswer = (answer: unknown): answer is DataAnswer => answer instanceof DataAnswerClass;

async function readAnswer(answer: unknown): Promise<PageAnswer> {
  if (answer instanceof Response) {
    const text = await answer.text();
    const json = Boolean(text) && answer.headers.get("Content-Type")?.includes("json");
    return { status: answer.status, headers: answer.headers, data: json ? JSON.parse(text) : text || null };
  }
  if (isDataAnswer(answer)) {
    return {
      status: answer.init?.status ?? 200,
      headers: new Headers(answer.init?.headers),
      data: answer.data,
    };
  }
  return { status: 200, headers: new Headers(), data: answer ?? null };
}

export async function postForm(
  action: (args: ActionFunctionArgs) => unknown,
  { path, body, cookie, params = {} }: PagePost,
): Promise<PageAnswer> {
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    body,
    headers: cookie ? { Cookie: cookie } : {},
  });
  try {
    return await readAnswer(await action({ request, params, context: { clientIp: "203.0.113.9" } }));
  } catch (thrown) {
    if (thrown instanceof Response) return readAnswer(thrown);
    throw thrown;
  }
}
