// The browser engines a test can run in, behind one small interface of CSS selectors and functions
// run in the page, which every engine's driver speaks alike: Chromium through playwright-core,
// WebKit (Safari's engine) through WebKitGTK's WebDriver, Firefox ESR over WebDriver BiDi.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import type { Page } from "playwright-core";
import puppeteer, { type Browser as PuppeteerBrowser, type Page as PuppeteerPage } from "puppeteer-core";
import { Builder, Key as WebDriverKey, type WebDriver } from "selenium-webdriver";
import { launchBrowser } from "./browser";

export interface EnginePage {
  /** Opens `url` and, for a page with JavaScript, waits until React has taken it over. */
  goto(url: string): Promise<void>;
  /** Runs `fn(arg)` in the page (it may not close over test variables) and returns what it returns. */
  evaluate<T, A = undefined>(fn: (arg: A) => T, arg?: A): Promise<T>;
  /** Clicks the first element matching `selector`, scrolled into view first. */
  click(selector: string): Promise<void>;
  /** Types `text` into the field matching `selector`. */
  fill(selector: string, text: string): Promise<void>;
  /** Chooses the option of `value` in the select matching `selector`. */
  select(selector: string, value: string): Promise<void>;
  /** Picks the file at `filePath` in the file input matching `selector`. */
  upload(selector: string, filePath: string): Promise<void>;
  /** Presses a key ("ArrowRight", "Escape") in the focused element. */
  press(key: Key): Promise<void>;
  close(): Promise<void>;
}

export interface EngineBrowser {
  /** A page; the browser's cookies are shared by its pages, for its life. */
  newPage(): Promise<EnginePage>;
  close(): Promise<void>;
}

export interface Engine {
  name: string;
  /** Whether it keeps `Secure` cookies over plain http://127.0.0.1 (WebKit does not). */
  secureCookiesOverHttp: boolean;
  /** A browser with a desktop-sized window that accepts the test front's own certificate. */
  launch(): Promise<EngineBrowser>;
}

export type Key = "ArrowRight" | "ArrowLeft" | "Escape";

const VIEWPORT = { width: 1280, height: 800 };

/** True once React has hydrated the page (the framework scripts start after the main image). */
export const hydrated = () => Boolean(window.__remixRouter) && !document.getElementById("deferred-scripts");

/**
 * Brings the element into view at once before a click: with `scroll-behavior: smooth` WebDriver
 * clicks while the page is still moving and misses.
 */
const scrollIntoView = (element: Element) => element.scrollIntoView({ block: "center", behavior: "instant" });

/**
 * WebKit has no scroll anchoring: while a page that React renders afresh (after an extension edited
 * it) is still filling in, content above an element moves it out of view after it was scrolled to,
 * and WebDriver's click then misses. True once the element, scrolled into view, stays put for 150 ms.
 */
const scrolledIntoViewAndStill = (element: Element) =>
  new Promise<boolean>((resolve) => {
    element.scrollIntoView({ block: "center", behavior: "instant" });
    const top = element.getBoundingClientRect().top;
    setTimeout(() => {
      const box = element.getBoundingClientRect();
      resolve(box.top === top && box.top >= 0 && box.bottom <= innerHeight);
    }, 150);
  });

const playwrightPage = (page: Page): EnginePage => ({
  // launchBrowser's pages wait for hydration after goto.
  goto: async (url) => {
    await page.goto(url);
  },
  evaluate: (fn, arg) => page.evaluate(fn, arg as never),
  click: (selector) => page.locator(selector).first().click(),
  fill: (selector, text) => page.locator(selector).first().fill(text),
  select: async (selector, value) => {
    await page.locator(selector).first().selectOption(value);
  },
  upload: (selector, filePath) => page.locator(selector).first().setInputFiles(filePath),
  press: (key) => page.keyboard.press(key),
  close: () => page.close(),
});

export const chromiumEngine: Engine = {
  name: "Chromium",
  secureCookiesOverHttp: true,
  launch: async () => {
    const context = await launchBrowser({ viewport: VIEWPORT });
    return {
      newPage: async () => playwrightPage(await context.newPage()),
      close: () => context.close(),
    };
  },
};

/** Polls `condition` every 50 ms until it is true, or fails with `what` after `timeout` ms. */
async function waitUntil(condition: () => Promise<boolean>, what: string, timeout = 20_000) {
  const end = Date.now() + timeout;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`Timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const puppeteerPage = (page: PuppeteerPage, close: () => Promise<void>): EnginePage => ({
  goto: async (url) => {
    await page.goto(url);
    await page.waitForFunction(hydrated, { timeout: 20_000 });
  },
  evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
  click: async (selector) => {
    await page.$eval(selector, scrollIntoView);
    await page.click(selector);
  },
  fill: async (selector, text) => {
    await page.$eval(selector, scrollIntoView);
    await page.type(selector, text);
  },
  select: async (selector, value) => {
    await page.select(selector, value);
  },
  press: (key) => page.keyboard.press(key),
  upload: async (selector, filePath) => {
    const input = await page.$(selector);
    if (!input) throw new Error(`No ${selector} to upload into`);
    await (input as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(filePath);
  },
  close,
});

export const firefoxEngine: Engine = {
  name: "Firefox",
  secureCookiesOverHttp: true,
  launch: async () => {
    const browser: PuppeteerBrowser = await puppeteer.launch({
      browser: "firefox",
      executablePath: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr",
      headless: true,
      acceptInsecureCerts: true,
      defaultViewport: VIEWPORT,
      extraPrefsFirefox: {
        "datareporting.policy.dataSubmissionEnabled": false,
        "app.update.enabled": false,
        "ui.useOverlayScrollbars": 1,
      },
    });
    return {
      newPage: async () => {
        const page = await browser.newPage();
        return puppeteerPage(page, () => page.close());
      },
      close: () => browser.close(),
    };
  },
};

/** A process started for a browser, stopped with it. */
function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** A virtual X display for WebKitGTK's browser, which has no headless mode: its DISPLAY value. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  // Xvfb writes the display number it picked to fd 3 once it is ready.
  const child = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdio[3]!.on("data", (chunk: Buffer) => {
      output += chunk;
      if (output.includes("\n")) resolve({ display: `:${output.trim()}`, process: child });
    });
    child.on("exit", (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/** The browser WebKitGTK's driver starts: Debian's, on x86-64. */
const MINIBROWSER = process.env.WEBKIT_BROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/** WebKitGTK's WebDriver server on a display of its own, answering once it listens. */
async function startWebKitDriver() {
  const xvfb = await startXvfb();
  const port = await freePort();
  const driver = spawn(process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver", [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display },
    stdio: "ignore",
  });
  const listening = () =>
    new Promise<boolean>((resolve) =>
      net
        .connect(port, "127.0.0.1")
        .once("connect", function (this: net.Socket) {
          this.destroy();
          resolve(true);
        })
        .once("error", () => resolve(false)),
    );
  await waitUntil(listening, "WebKitWebDriver to listen");
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await stopProcess(driver);
      await stopProcess(xvfb.process);
    },
  };
}

const WEBDRIVER_KEYS: Record<Key, string> = {
  ArrowRight: WebDriverKey.ARROW_RIGHT,
  ArrowLeft: WebDriverKey.ARROW_LEFT,
  Escape: WebDriverKey.ESCAPE,
};

const webDriverPage = (driver: WebDriver): EnginePage => {
  const run = <T>(fn: (...args: never[]) => T, ...args: unknown[]) =>
    // WebDriver waits for a promise the function returns and answers its value.
    driver.executeScript<Awaited<T>>(`return (${fn.toString()}).apply(null, arguments)`, ...args);
  const element = async (selector: string) => {
    const found = await driver.findElement({ css: selector });
    await waitUntil(() => run(scrolledIntoViewAndStill, found), `${selector} to stay in view`);
    return found;
  };
  return {
    goto: async (url) => {
      await driver.get(url);
      await waitUntil(() => run(hydrated), `React to hydrate ${url}`);
    },
    evaluate: (fn, arg) => run(fn, arg),
    click: async (selector) => (await element(selector)).click(),
    fill: async (selector, text) => (await element(selector)).sendKeys(text),
    select: async (selector, value) => (await element(`${selector} option[value="${value}"]`)).click(),
    press: (key) => driver.actions().sendKeys(WEBDRIVER_KEYS[key]).perform(),
    upload: async (selector, filePath) => (await driver.findElement({ css: selector })).sendKeys(filePath),
    // One window per browser: the next page is the next address in it.
    close: async () => {
      await driver.get("about:blank");
    },
  };
};

export const webkitEngine: Engine = {
  name: "WebKit",
  secureCookiesOverHttp: false,
  launch: async () => {
    const server = await startWebKitDriver();
    let driver: WebDriver;
    try {
      driver = await new Builder()
        .usingServer(server.url)
        .withCapabilities({
          browserName: "MiniBrowser",
          acceptInsecureCerts: true,
          "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
        })
        .build();
      await driver.manage().window().setRect(VIEWPORT);
    } catch (error) {
      await server.stop();
      throw error;
    }
    return {
      newPage: async () => webDriverPage(driver),
      close: async () => {
        await driver.quit();
        await server.stop();
      },
    };
  },
};

export const engines: Engine[] = [chromiumEngine, webkitEngine, firefoxEngine];
