import { describe, expect, it } from "vitest";
import { streamedBody } from "./streamed-body.server";

async function* parts(failAt: number) {
  for (let i = 0; ; i++) {
    if (i === failAt) throw new Error("database unreachable");
    if (i === 3) return;
    yield `part ${i};`;
  }
}

describe("a streamed body", () => {
  it("sends every part, in order", async () => {
    expect(await new Response(await streamedBody(parts(-1), "test")).text()).toBe("part 0;part 1;part 2;");
  });

  it("fails before answering when its first part cannot be made, so the page answers an error, not a 200", async () => {
    await expect(streamedBody(parts(0), "test")).rejects.toThrow("database unreachable");
  });

  it("ends cut short when a later part fails", async () => {
    const body = await streamedBody(parts(2), "test");
    await expect(new Response(body).text()).rejects.toThrow();
  });
});
