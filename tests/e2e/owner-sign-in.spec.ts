import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/browser";
import { cookiesFrom, signIn } from "../support/http";
import { DB_PREFIX, recreateMigratedDatabase } from "../support/postgres";
import { startServer, tempDataDir, type RunningServer } from "../support/server";

const OWNER = { email: "artist@example.com", password: "correct horse battery staple" };

describe.each([true, false])("the owner signs in and out (JavaScript %s)", (javaScriptEnabled) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      DATABASE_URL: await recreateMigratedDatabase(`${DB_PREFIX}_signin_${javaScriptEnabled}`),
      DATA_DIR: tempDataDir(),
      SESSION_SECRET: "browser-sign-in-".padEnd(40, "x"),
      OWNER_EMAIL: OWNER.email,
      OWNER_PASSWORD: OWNER.password,
    });
  });
  afterAll(() => server.stop());

  it("is sent to sign in, lands on the dashboard, and signs out", async () => {
    const browser = await launchBrowser({ javaScriptEnabled });
    try {
      const page = await browser.newPage();
      await page.goto(`${server.url}/admin`);
      await page.waitForURL(/\/login\?redirectTo=%2Fadmin/);

      await page.getByLabel("Email").fill(OWNER.email);
      await page.getByLabel("Password").fill("not the password");
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByText("Invalid email or password.").waitFor();

      await page.getByLabel("Password").fill(OWNER.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(`${server.url}/admin`);
      await page.getByRole("heading", { name: "Dashboard" }).waitFor();
      expect(await page.getByText(`Signed in as ${OWNER.email}`).isVisible()).toBe(true);

      // A second session (another device) ends with "Sign out everywhere else"; this one stays.
      const other = await signIn(server.url, OWNER.email, OWNER.password);
      const otherCookie = cookiesFrom(other);
      await page.getByRole("button", { name: "Sign out everywhere else" }).click();
      await page.getByText("1 other session was ended.").waitFor();
      const afterwards = await fetch(`${server.url}/admin`, {
        headers: { Cookie: otherCookie },
        redirect: "manual",
      });
      expect(afterwards.headers.get("Location")).toMatch(/^\/login/);
      await page.getByRole("heading", { name: "Dashboard" }).waitFor();

      await page.getByRole("button", { name: "Sign out", exact: true }).click();
      await page.waitForURL(`${server.url}/`);
      await page.goto(`${server.url}/admin`);
      await page.waitForURL(/\/login/);
    } finally {
      await browser.close();
    }
  });
});
