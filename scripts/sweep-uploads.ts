// `npm run uploads:sweep`: removes the owner's uploads that no row uses and that are over a day old,
// now, as the server does once a day (decision 211); the overview shows what it freed. Run it while
// the app is stopped when the database is the embedded one.
import { ConfigError, getEnv } from "../app/utils/env.server";
import { startDatabase } from "../server/database";

try {
  const database = await startDatabase(getEnv());
  const { sweepUploadsNow } = await import("../app/modules/media/upload-sweep.server");
  const { formatBytes } = await import("../app/utils/bytes");
  const { prisma } = await import("../app/db.server");
  const { files, bytes } = await sweepUploadsNow();
  console.log(
    `Swept unused uploads: ${files} ${files === 1 ? "file" : "files"} removed, ${formatBytes(bytes)} freed.`,
  );
  await prisma.$disconnect();
  await database.stop();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
