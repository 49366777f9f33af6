// The owner's sign-in page: a plain form post that works without JavaScript (Conform + zod).
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { Field, FormError } from "~/components/ui/FormFields";
import { signIn, SignInError } from "~/modules/auth/authenticator.server";
import { loginSchema, safeRedirect } from "~/modules/auth/schema";
import { createOwnerSession, getOwner } from "~/modules/auth/session.server";
import { clientIp } from "~/utils/load-context.server";
import { withPageErrors } from "~/utils/page.server";
import { readForm } from "~/utils/http.server";
import { Button } from "~/components/ui/Button";

export const meta: MetaFunction = () => [
  { title: "Sign in | Atelier" },
  { name: "robots", content: "noindex" },
];

// A refused attempt's Retry-After reaches the page's answer.
export const headers: HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  return withPageErrors(async () => {
    if (await getOwner(request))
      throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo")));
    return null;
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return withPageErrors(async () => {
    // The form strategy reads the body itself, so validation reads a clone.
    const submission = parseWithZod(await readForm(request.clone()), { schema: loginSchema });
    if (submission.status !== "success")
      return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
    try {
      const owner = await signIn(request, clientIp(context));
      const cookie = await createOwnerSession(owner.id);
      return redirect(safeRedirect(submission.value.redirectTo), { headers: { "Set-Cookie": cookie } });
    } catch (error) {
      if (!(error instanceof SignInError)) throw error;
      return data(submission.reply({ formErrors: [error.message], hideFields: ["password"] }), {
        status: error.status,
        headers: error.retryAfterSeconds ? { "Retry-After": String(error.retryAfterSeconds) } : undefined,
      });
    }
  });
}

export default function Login() {
  const lastResult = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const pending = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    lastResult,
    constraint: getZodConstraint(loginSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
    shouldRevalidate: "onBlur",
  });

  return (
    <div className="mx-auto max-w-sm px-4 pb-24 pt-36">
      <h1 className="text-center font-serif text-3xl tracking-widest">Owner sign in</h1>
      <Form method="post" {...getFormProps(form)} className="mt-10 space-y-5">
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <Field meta={fields.email} label="Email" type="email" inputProps={{ autoComplete: "username" }} />
        <Field
          meta={fields.password}
          label="Password"
          type="password"
          inputProps={{ autoComplete: "current-password" }}
        />
        <FormError form={form} />
        <Button type="submit" disabled={pending} size="lg" className="w-full">
          {pending ? "Signing in..." : "Sign in"}
        </Button>
      </Form>
    </div>
  );
}
