// POST /admin/backup: the owner downloads a backup of the whole shop (database and uploaded files),
// taken by the running server, so it works with the embedded database open here. The archive streams
// as it is made: the first bytes leave at once, so no proxy's read timeout cuts a big shop's download.
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable, type ActionFunctionArgs } from "@remix-run/node";
import { ownerAction } from "~/modules/auth/owner-action.server";
import { archiveName, writeBackup } from "~/modules/backup/backup.server";
import { postOnly } from "~/utils/post-only.server";

export const loader = postOnly;

export async function action({ request, context }: ActionFunctionArgs) {
  return ownerAction(request, context, async () => {
    const name = archiveName(new Date());
    const body = new PassThrough();
    // A failure midway breaks the download, which a restore then calls incomplete.
    writeBackup(body, "dashboard").catch((error: Error) =>
      console.error(`The dashboard's backup failed: ${error.message}`),
    );
    return new Response(createReadableStreamFromReadable(body), {
      headers: {
        "Content-Type": "application/gzip",
        "Content-Disposition": `attachment; filename="${name}"`,
        "Cache-Control": "no-store",
      },
    });
  });
}
