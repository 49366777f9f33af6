// The home page's two forms, contact and newsletter, both posted to its action. Their schemas are
// read here rather than in the route file: the browser's bundle of the home page then carries no
// zod until the forms hydrate (decision 132).
import type { AppLoadContext } from "@remix-run/node";
import { readHomeForm, sendContactWithPhotos } from "~/modules/messages/contact-photos.server";
import { contactSchema } from "~/modules/messages/schema";
import { subscribe } from "~/modules/newsletter/newsletter.server";
import { newsletterSchema } from "~/modules/newsletter/schema";
import { handlePublicForm } from "~/modules/security/public-form.server";
import { badRequest } from "~/utils/errors";
import { clientIp } from "~/utils/load-context.server";

export async function handleHomeForm(request: Request, context: AppLoadContext) {
  const form = await readHomeForm(request, context);
  const formData = form.fields;
  switch (formData.get("intent")) {
    case "contact":
      return handlePublicForm(request, formData, context, {
        intent: "contact",
        schema: contactSchema,
        limit: "contact",
        failure: "Failed to send message. Please try again.",
        run: (message) => sendContactWithPhotos(message, form, clientIp(context)),
      });
    case "newsletter":
      return handlePublicForm(request, formData, context, {
        intent: "newsletter",
        schema: newsletterSchema,
        limit: "newsletter",
        failure: "Failed to subscribe. Please try again.",
        run: ({ email }) => subscribe(email),
      });
    default:
      throw badRequest("Unknown form.");
  }
}
