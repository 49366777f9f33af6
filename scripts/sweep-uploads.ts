// `npm run uploads:sweep`: removes the owner's uploads that no row uses and that are over a day old,
// now, as the server does once a day (decision 211); the overview shows what it freed.
import { formatBytes } from "../app/utils/bytes";
import { plural } from "../app/utils/words";
import { withDatabase } from "./with-database";

await withDatabase(
  "The running shop sweeps once a day by itself; to sweep now, stop it and run npm run uploads:sweep again.",
  async () => {
    const { sweepUploadsNow } = await import("../app/modules/media/upload-sweep.server");
    const { files, bytes } = await sweepUploadsNow();
    console.log(`Swept unused uploads: ${plural(files, "file")} removed, ${formatBytes(bytes)} freed.`);
  },
);
