// /admin/brand: Brand Settings, with the Story Section and Creative Process Section (product §2).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminPage } from "~/components/admin/AdminPage";
import { SettingsEditor, type SettingField } from "~/components/admin/SettingsEditor";
import { loadSettingsPage, saveSettingsPage } from "~/modules/site/settings-page.server";

const BRAND: SettingField[] = [
  { key: "brandName", label: "Brand Name" },
  { key: "brandFont", label: "Brand Font", kind: "font" },
  { key: "customFontUrl", label: "Custom Font", kind: "fontFile" },
  { key: "heroTitle", label: "Hero Title" },
  { key: "heroSubtitle", label: "Hero Subtitle" },
  { key: "heroBackgroundImage", label: "Hero Background Image", kind: "image" },
  { key: "studioAddress", label: "Studio Address" },
  { key: "studioHours", label: "Studio Hours" },
  { key: "studioPhone", label: "Studio Phone" },
  {
    key: "studioEmail",
    label: "Studio Email (shown in the policies; replies to buyers' and subscribers' mail)",
  },
  { key: "studioTimeZone", label: "Studio Time Zone (drops are scheduled in it)" },
  { key: "instagramUrl", label: "Instagram Link" },
  { key: "pinterestUrl", label: "Pinterest Link" },
  { key: "facebookUrl", label: "Facebook Link" },
];
const STORY: SettingField[] = [
  { key: "storyTitle", label: "Story Title" },
  { key: "storyParagraph1", label: "Story Paragraph 1", kind: "textarea", preview: 100 },
  { key: "storyParagraph2", label: "Story Paragraph 2", kind: "textarea", preview: 100 },
  { key: "storyImage", label: "Story Image", kind: "image" },
];
const PROCESS: SettingField[] = [
  { key: "processTitle", label: "Process Title" },
  ...([1, 2, 3] as const).flatMap((step): SettingField[] => [
    { key: `processStep${step}Title`, label: `Step ${step} Title` },
    {
      key: `processStep${step}Description`,
      label: `Step ${step} Description`,
      kind: "textarea",
      preview: 80,
    },
  ]),
];
const KEYS = [...BRAND, ...STORY, ...PROCESS].map((field) => field.key);

export const loader = ({ request }: LoaderFunctionArgs) => loadSettingsPage(request);

export const action = (args: ActionFunctionArgs) =>
  saveSettingsPage(args, {
    allowed: KEYS,
    back: "/admin/brand",
    failure: "Failed to update brand name",
  });

export default function BrandSettings() {
  const { settings } = useLoaderData<typeof loader>();
  return (
    <AdminPage title="Brand Settings">
      <SettingsEditor fields={BRAND} settings={settings} />
      <h2 className="mt-10 font-serif text-2xl">Story Section</h2>
      {/* The home page's block headed ABOUT is this one, not About Section Management's. */}
      <p className="mt-1 text-sm text-gray-600">
        Shows on the home page as the section headed ABOUT, under the scrolling images (the menu&apos;s About
        link goes there).
      </p>
      <SettingsEditor fields={STORY} settings={settings} />
      <h2 className="mt-10 font-serif text-2xl">Creative Process Section</h2>
      <SettingsEditor fields={PROCESS} settings={settings} />
    </AdminPage>
  );
}
