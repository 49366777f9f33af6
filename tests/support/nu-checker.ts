// The Nu Html Checker (vnu.jar from the vnu-jar package, the W3C validator run offline): checks many
// HTML documents in one Java process, which takes most of its time to start.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { promisify } from "node:util";

const VNU_JAR: string = createRequire(import.meta.url)("vnu-jar");

interface NuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The errors in each document, by name ("line N: message | extract"); an empty list is valid. */
export async function nuErrors(documents: Map<string, string>): Promise<Map<string, string[]>> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-vnu-"));
  try {
    const files = [...documents].map(([name, html], i) => {
      const file = path.join(directory, `${i}.html`);
      fs.writeFileSync(file, html);
      return { name, file };
    });
    const { stdout } = await promisify(execFile)(
      "java",
      ["-jar", VNU_JAR, "--format", "json", "--stdout", "--errors-only", "--exit-zero-always"].concat(
        files.map(({ file }) => file),
      ),
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout) as { messages: NuMessage[] };
    const byFile = new Map(files.map(({ name, file }) => [file, name]));
    const errors = new Map(files.map(({ name }) => [name, [] as string[]]));
    for (const message of messages) {
      const name = message.url ? byFile.get(new URL(message.url).pathname) : undefined;
      const text = `line ${message.lastLine ?? "?"}: ${message.message} | ${message.extract ?? ""}`;
      // A message about no document (the checker itself failing) fails every document.
      for (const target of name ? [name] : errors.keys()) errors.get(target)!.push(text);
    }
    return errors;
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}
