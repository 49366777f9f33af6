// POST /admin/backup: the owner downloads a backup of the whole shop (database and uploaded files),
// taken by the running server, so it works with the embedded database open here.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createReadableStreamFromReadable, type ActionFunctionArgs } from "@remix-run/node";
import { ownerAction } from "~/modules/auth/owner-action.server";
import { archiveName, takeBackup } from "~/modules/backup/backup.server";
import { postOnly } from "~/utils/post-only.server";

export const loader = postOnly;

export async function action({ request, context }: ActionFunctionArgs) {
  return ownerAction(request, context, async () => {
    const name = archiveName(new Date());
    const file = path.join(os.tmpdir(), `${process.pid}-${name}`);
    const { bytes } = await takeBackup(file, "dashboard");
    const body = fs.createReadStream(file);
    // Unlinked once open: the stream still reads it, and nothing is left behind however it ends.
    await new Promise((resolve, reject) => body.once("open", resolve).once("error", reject));
    fs.rmSync(file);
    return new Response(createReadableStreamFromReadable(body), {
      headers: {
        "Content-Type": "application/gzip",
        "Content-Length": String(bytes),
        "Content-Disposition": `attachment; filename="${name}"`,
        "Cache-Control": "no-store",
      },
    });
  });
}
