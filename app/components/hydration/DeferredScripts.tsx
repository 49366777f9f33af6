// Remix's <Scripts>, fetched only once the page's main image has painted. On a phone's connection
// the 95 KB of framework JavaScript would otherwise share the bandwidth with that image and delay
// it; every page works without JavaScript meanwhile (forms post, links navigate). Decision 052.
import { Scripts } from "@remix-run/react";

const TEMPLATE_ID = "deferred-scripts";

/**
 * Set on <html> from the head while the main image is awaited: app/styles/tailwind.css hides the
 * lazy images under it, and a browser fetches no lazy image that has no box. A phone's first round
 * trips then carry the main image alone instead of sharing them with every photo near the view
 * (the product page's strip and thumbnails, 56 KB). Without JavaScript the class is never set.
 */
const WAITING_CLASS = "awaiting-main-image";

/**
 * Runs where it is parsed. The data script (window.__remixContext, which the streamed loader data
 * that follows writes into) runs at once. The module preloads and the module script, which fetch
 * the JavaScript, go in, and the lazy images are let through, once the first high-priority image
 * has been painted: when the browser reports it as the largest contentful paint, or 250 ms after
 * it loaded (browsers without that report, or a larger text painted first); straight away if the
 * page has no such image or it failed, and after 3 s whatever happens (an image that has loaded
 * may not have been painted yet, hence the wait for the report even then). The loader then
 * removes itself, so when React hydrates, the document holds exactly what <Scripts> renders:
 * preloads, data script, module script.
 */
const START_AFTER_MAIN_IMAGE = `(function (loader) {
  var template = document.getElementById(${JSON.stringify(TEMPLATE_ID)});
  var rest = template.content;
  function take(selector) {
    var script = rest.querySelector(selector);
    script.remove();
    return document.importNode(script, true);
  }
  var context = take("script:not([type])");
  var entry = take('script[type="module"]');
  template.after(context);
  var started = false;
  var preloads = Array.prototype.slice.call(document.importNode(rest, true).childNodes);
  // Each preload starts a fetch, about 1.5 ms of main thread on a slow phone: a few per task keeps
  // every task short enough for the page to answer a tap in between.
  function insertSome() {
    template.before.apply(template, preloads.splice(0, 4));
    if (preloads.length) return setTimeout(insertSome, 0);
    template.remove();
    loader.remove();
    context.after(entry);
  }
  function start() {
    if (started) return;
    started = true;
    var root = document.documentElement;
    root.classList.remove(${JSON.stringify(WAITING_CLASS)});
    // React renders <html> without a class: an empty one left behind would not match.
    if (!root.classList.length) root.removeAttribute("class");
    insertSome();
  }
  function waitForMainImage() {
    var image = document.querySelector('img[fetchpriority="high"]');
    if (!image || (image.complete && !image.naturalWidth)) return start();
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (types && types.indexOf("largest-contentful-paint") >= 0) {
      new PerformanceObserver(function (list, observer) {
        var painted = list.getEntries().some(function (entry) { return entry.element === image; });
        if (painted) { observer.disconnect(); start(); }
      }).observe({ type: "largest-contentful-paint", buffered: true });
    }
    function soon() { setTimeout(start, 250); }
    if (image.complete) soon();
    else image.addEventListener("load", soon);
    image.addEventListener("error", start);
  }
  // Streamed sections (the gallery grid) are in the document once it has been parsed.
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", waitForMainImage);
  else waitForMainImage();
  setTimeout(start, 3000);
})(document.currentScript);`;

/** In the head, before any image of the body is laid out. */
export function LazyImagesAfterMainImage({ nonce }: { nonce: string }) {
  const script = `document.documentElement.classList.add(${JSON.stringify(WAITING_CLASS)})`;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />;
}

export function DeferredScripts({ nonce }: { nonce: string }) {
  // In the browser the template has already been replaced by what <Scripts> renders.
  if (typeof document !== "undefined") return <Scripts nonce={nonce} />;
  return (
    <>
      <template id={TEMPLATE_ID}>
        <Scripts nonce={nonce} />
      </template>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: START_AFTER_MAIN_IMAGE }} />
    </>
  );
}
