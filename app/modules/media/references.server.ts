// Which stored files the shop's rows still use: every column that may hold an upload's address,
// read as text, with each stored key found in it. The sweeps delete only what this misses.
import { prisma } from "~/db.server";
import { STORED_KEY } from "./storage.server";

/**
 * Every column that can hold an upload's address, by table. A new column that stores one must be
 * added here, or the sweep of unused uploads would take its files (tests/integration/upload-sweep).
 * Mails count too: an announcement shows its piece's photo, and a subscriber may open it later.
 */
export const UPLOAD_REFERENCES: Record<string, string[]> = {
  Product: ["imageUrl", ...Array.from({ length: 9 }, (_, i) => `imageUrl${i + 2}`)],
  GalleryItem: ["imageUrl", "imageUrl2", "imageUrl3"],
  ScrollingImage: ["imageUrl"],
  CollectionMainPhoto: ["imageUrl"],
  // Hero, story, about and home images, the custom font: every setting, whatever its key.
  SiteSetting: ["value"],
  ContactMessage: ["imageUrl1", "imageUrl2", "imageUrl3", "imageUrl4", "imageUrl5"],
  MailOutbox: ["text", "html"],
  Announcement: ["text"],
};

/**
 * SQL answering, as `key`, each match of the pattern `$1` in the columns of `tables` that may hold an
 * upload's address (one row per match, repeats included).
 */
export function keysNamedIn(tables: string[]) {
  return tables
    .map((table) => {
      const text = UPLOAD_REFERENCES[table].map((column) => `"${column}"`).join(", ");
      // Non-capturing groups only: regexp_matches then answers the whole match.
      return `SELECT (regexp_matches(concat_ws(' ', ${text}), $1, 'g'))[1] AS key FROM "${table}"`;
    })
    .join(" UNION ALL ");
}

/**
 * The keys of stored files that some row mentions, in whatever form of address it holds: `/uploads/`
 * paths, the S3 public address, the absolute address in a mail. Read in one query.
 */
export async function referencedUploadKeys(): Promise<Set<string>> {
  const sql = keysNamedIn(Object.keys(UPLOAD_REFERENCES));
  const rows = await prisma.$queryRawUnsafe<{ key: string }[]>(sql, STORED_KEY);
  return new Set(rows.map((row) => row.key));
}
