import { describe, expect, it } from "vitest";
import { redirectWithToast, takeToast } from "./toast.server";

describe("flash toasts", () => {
  it("travel with a redirect to the next request and are cleared once taken", async () => {
    const response = await redirectWithToast("/admin", {
      title: "Success",
      description: "Product added successfully!",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin");
    const cookie = response.headers.get("Set-Cookie")!.split(";")[0];

    const { toast, headers } = await takeToast(
      new Request("http://localhost/admin", { headers: { Cookie: cookie } }),
    );
    expect(toast).toEqual({
      title: "Success",
      description: "Product added successfully!",
      variant: "default",
    });
    expect(headers?.["Set-Cookie"]).toMatch(/Max-Age=0/);
  });

  it("ignore a missing or tampered cookie", async () => {
    expect((await takeToast(new Request("http://localhost/"))).toast).toBeNull();
    const forged = `atelier_toast=${Buffer.from(JSON.stringify({ title: "Hacked" })).toString("base64")}.bad`;
    expect(
      (await takeToast(new Request("http://localhost/", { headers: { Cookie: forged } }))).toast,
    ).toBeNull();
  });
});
