// /admin/about: About Section Management (product §2): aboutTitle, aboutImage, aboutParagraph1-3.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminPage } from "~/components/admin/AdminPage";
import { SettingsEditor, type SettingField } from "~/components/admin/SettingsEditor";
import { loadSettingsPage, saveSettingsPage } from "~/modules/site/settings-page.server";

const ABOUT: SettingField[] = [
  { key: "aboutTitle", label: "About Title" },
  { key: "aboutImage", label: "About Image", kind: "image" },
  { key: "aboutParagraph1", label: "Paragraph 1", kind: "textarea", preview: 100 },
  { key: "aboutParagraph2", label: "Paragraph 2", kind: "textarea", preview: 100 },
  { key: "aboutParagraph3", label: "Paragraph 3", kind: "textarea", preview: 100 },
];

export const loader = ({ request }: LoaderFunctionArgs) => loadSettingsPage(request);

export const action = (args: ActionFunctionArgs) =>
  saveSettingsPage(args, {
    allowed: ABOUT.map((field) => field.key),
    back: "/admin/about",
    failure: "Failed to save about section. Please try again.",
  });

export default function AboutSection() {
  const { settings } = useLoaderData<typeof loader>();
  return (
    <AdminPage title="About Section Management">
      <p className="mt-1 text-sm text-gray-600">
        Shows on the home page as the artist&apos;s section, under its own title (THE ARTIST unless you change
        it), after the Creative Process. The section headed ABOUT is the Story Section, in Brand Settings.
      </p>
      <SettingsEditor fields={ABOUT} settings={settings} />
    </AdminPage>
  );
}
