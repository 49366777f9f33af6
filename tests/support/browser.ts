// Debian's Chromium driven by playwright-core (never a downloaded browser), with or without JavaScript.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type BrowserContext, type Locator, type Page } from "playwright-core";

/** Debian's Chromium, the browser visitors run: the bench measures its pages with it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Debian's chromium-headless-shell: the same engine (Blink and V8, the same release) without the
 * desktop browser around it, which Playwright itself runs headless. The browser tests drive it: a
 * launch costs a third of the CPU and a page about half (decision 270).
 */
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface BrowserOptions {
  javaScriptEnabled?: boolean;
  viewport?: { width: number; height: number };
  deviceScaleFactor?: number;
  /** A touch screen, for tests of what a finger does (a phone). */
  hasTouch?: boolean;
  /** The visitor's time zone (an IANA name); the machine's otherwise. */
  timezoneId?: string;
}

export async function launchBrowser(options: BrowserOptions = {}): Promise<BrowserContext> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: HEADLESS_SHELL_PATH,
    args: CHROMIUM_ARGS,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    deviceScaleFactor: options.deviceScaleFactor,
    hasTouch: options.hasTouch,
    timezoneId: options.timezoneId,
  });
  // With JavaScript on, a test is a visitor who lets each page get ready before using it.
  if (options.javaScriptEnabled ?? true) {
    context.pages().forEach(hydrateAfterGoto);
    context.on("page", hydrateAfterGoto);
  }
  const close = context.close.bind(context);
  context.close = async () => {
    await close();
    fs.rmSync(profile, { recursive: true, force: true });
  };
  return context;
}

/** Makes `page.goto` of an HTML page return once React has hydrated it (browser tests with JavaScript). */
function hydrateAfterGoto(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (response?.headers()["content-type"]?.startsWith("text/html")) await waitForHydration(page);
    return response;
  };
}

/** True when the element is wholly inside the viewport: on screen without scrolling. */
export async function isInViewport(page: Page, element: Locator) {
  const box = await element.boundingBox();
  return Boolean(box && box.y >= 0 && box.y + box.height <= page.viewportSize()!.height);
}

/** Saves a screenshot under test-results/ for a person to look at: the whole page, or `part` of it. */
export async function saveScreenshot(page: Page, name: string, part?: Locator) {
  fs.mkdirSync("test-results", { recursive: true });
  const file = path.join("test-results", `${name}.png`);
  await (part ? part.screenshot({ path: file }) : page.screenshot({ path: file, fullPage: true }));
}

/**
 * What a failed test's page showed, for a failure seen only in a CI log: its address and text go to
 * the log, a screenshot under test-results/.
 */
export async function describeFailedPage(page: Page, testName: string) {
  try {
    const text = await page.locator("body").innerText({ timeout: 5_000 });
    console.error(`The page at the failure: ${page.url()}\n${text.slice(0, 2_000)}`);
    await saveScreenshot(page, `failed-${testName.replace(/\W+/g, "-").slice(0, 120)}`);
  } catch (error) {
    console.error("The failed test's page could not be read:", error);
  }
}

/**
 * Waits until React has taken over the page: the framework scripts start only after the main image
 * has been painted (DeferredScripts), and a click before that does what it does without JavaScript.
 */
export const waitForHydration = (page: Page, timeout?: number) =>
  page.waitForFunction(
    () => Boolean(window.__remixRouter) && !document.getElementById("deferred-scripts"),
    undefined,
    { timeout },
  );

/**
 * Opens the home page and scrolls to its contact form, then waits for the form to hydrate (it does
 * as it comes near the view, decision 132): a post sent before goes without JavaScript. With
 * JavaScript, photos upload as they are picked: the picker then has no name of its own.
 * The page is opened at "/", not "/#contact": the section link's smooth scroll (useHashScroll) may
 * still be moving the page under a busy engine when the test clicks, and the click misses.
 */
export async function openContactForm(page: Page, url: string) {
  await page.goto(`${url}/`);
  const contact = page.locator("section#contact");
  await contact.scrollIntoViewIfNeeded();
  await page.locator("#contact-photos:not([name])").waitFor();
  return contact;
}

/** A browser whose pages all share the owner's session: she signs in once, through the form. */
export async function launchOwnerBrowser(
  url: string,
  owner: { email: string; password: string },
  options: BrowserOptions = {},
) {
  const browser = await launchBrowser(options);
  const page = await browser.newPage();
  await signInAsOwner(page, url, owner);
  await page.close();
  return browser;
}

/** Signs the owner in through the /login form the way she does, landing on the dashboard. */
export async function signInAsOwner(page: Page, url: string, owner: { email: string; password: string }) {
  await page.goto(`${url}/admin`);
  await page.getByLabel("Email").fill(owner.email);
  await page.getByLabel("Password").fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Dashboard" }).waitFor();
}
