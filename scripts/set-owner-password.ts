// `npm run owner:set-password -- <email>`: sets the owner's password from the shell (asked for
// without echo, or read from standard input when piped). Run it while the app is stopped when
// the database is the embedded one.
import readline from "node:readline";
import { ConfigError, getEnv } from "../app/utils/env.server";
import { startDatabase } from "../server/database";

async function readPassword(): Promise<string> {
  const rl = readline.createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: process.stdin.isTTY,
  });
  if (process.stdin.isTTY) {
    process.stdout.write("New password (12+ characters): ");
    // Keep the typed characters off the screen.
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => {};
  }
  const line = await new Promise<string>((resolve) => rl.once("line", resolve));
  rl.close();
  if (process.stdin.isTTY) process.stdout.write("\n");
  return line.trim();
}

try {
  const email = process.argv[2] ?? getEnv().OWNER_EMAIL;
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new Error("Usage: npm run owner:set-password -- <email>");
  const password = await readPassword();
  if (password.length < 12) throw new Error("The password must be at least 12 characters.");
  const database = await startDatabase(getEnv());
  const { setOwnerPassword } = await import("../app/modules/auth/owner.server");
  const { prisma } = await import("../app/db.server");
  await setOwnerPassword(email, password);
  console.log(
    `The owner is now ${email.toLowerCase()}; other owner accounts were removed and every session was signed out.`,
  );
  await prisma.$disconnect();
  await database.stop();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
