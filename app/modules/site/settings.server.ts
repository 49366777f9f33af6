// Reads the site settings as the one object of product §3, with defaults for keys never saved.
import { prisma } from "~/db.server";
import { requireStoredUploads } from "~/modules/media/stored-uploads.server";
import { DEFAULT_SETTINGS, SETTING_KEYS, type SettingKey, type SiteSettings } from "./schema";

const isSettingKey = (key: string): key is SettingKey => (SETTING_KEYS as readonly string[]).includes(key);

export async function getSiteSettings(): Promise<SiteSettings> {
  // One row per setting of the site (a fixed list of keys): small by nature.
  const rows = await prisma.siteSetting.findMany({ select: { key: true, value: true } });
  const settings = { ...DEFAULT_SETTINGS };
  for (const { key, value } of rows) if (isSettingKey(key)) settings[key] = value;
  return settings;
}

export async function saveSiteSetting(key: SettingKey, value: string) {
  // A photo or font setting names its upload: it must still be stored.
  await requireStoredUploads({ [key]: value });
  await prisma.siteSetting.upsert({ where: { key }, create: { key, value }, update: { value } });
  return { key, value };
}
