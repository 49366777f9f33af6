// /admin/products/drop: "Schedule a drop", several pieces not yet live put live at one minute of the
// studio's clock, hidden or shown as coming until then, announced to subscribers at that minute.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminPage } from "~/components/admin/AdminPage";
import { DropFields } from "~/components/admin/DropFields";
import { FieldError, FormError } from "~/components/ui/FormFields";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { ownerAction, ownerLoader } from "~/modules/auth/owner-action.server";
import { submitDropForm } from "~/modules/catalog/drop-form.server";
import { dropsToCome, listPiecesNotLive } from "~/modules/catalog/products.server";
import { dropFormSchema } from "~/modules/catalog/schema";
import { getSiteSettings } from "~/modules/site/settings.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return ownerLoader(request, async () => {
    const [waiting, { studioTimeZone }] = await Promise.all([listPiecesNotLive(), getSiteSettings()]);
    const drops = dropsToCome(waiting, studioTimeZone);
    return {
      pieces: waiting.map(({ id, name }) => ({ id, name, goesLive: drops[id] })),
      timeZone: studioTimeZone,
    };
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return ownerAction(request, context, () => submitDropForm(request, context));
}

export default function ScheduleDrop() {
  const { pieces, timeZone } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "drop-form",
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: dropFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <AdminPage title="Schedule a drop">
      <p className="mt-2 text-gray-700">
        The pieces you choose go live together at one minute.{" "}
        <Link to="/admin/products" className="underline">
          Back to Shop Management
        </Link>
      </p>
      {pieces.length === 0 ? (
        <p className="mt-6 text-gray-600">
          Every piece is live already: add a piece as a hidden draft to put it in a drop.
        </p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="mt-6 space-y-6">
          <FormError form={form} className="font-medium" />
          <fieldset aria-describedby={fields.ids.errorId}>
            <legend className="text-sm font-medium">Pieces not live yet</legend>
            <ul className="mt-2 divide-y divide-sand border border-sand bg-white">
              {pieces.map((piece) => (
                <li key={piece.id}>
                  <label className="flex min-h-11 items-center gap-3 px-3 py-2">
                    <input type="checkbox" name={fields.ids.name} value={piece.id} />
                    <span className="flex-1">{piece.name}</span>
                    <span className="text-sm text-gray-600">
                      {piece.goesLive ? `Goes live ${piece.goesLive}` : "Hidden draft"}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            <FieldError meta={fields.ids} />
          </fieldset>
          <DropFields
            goesLiveAt={fields.goesLiveAt}
            showComing={fields.showComing}
            announceAtRelease={fields.announceAtRelease}
            timeZone={timeZone}
          />
          <SubmitButton pendingLabel="Scheduling..." size="lg">
            Schedule drop
          </SubmitButton>
        </Form>
      )}
    </AdminPage>
  );
}
