// The document: header and footer around every page, and the app-wide error boundary.
import { data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  LiveReload,
  Meta,
  Outlet,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/Button";
import { DeferredScripts, LazyImagesAfterMainImage } from "~/components/hydration/DeferredScripts";
import { InlineStylesheet } from "~/components/ui/InlineStylesheet";
import { useHydrationEnd } from "~/components/hydration/KeepServerHtml";
import { customFontCss } from "~/components/storefront/BrandName";
import { SiteFooter, socialLinks } from "~/components/storefront/SiteFooter";
import { SiteHeader } from "~/components/storefront/SiteHeader";
import { useNonce } from "~/components/ui/nonce";
import { KeptSubmission } from "~/components/storefront/KeptSubmission";
import { NotFoundCard } from "~/components/ui/NotFoundCard";
import { ToastProvider } from "~/components/ui/Toaster";
import { getSiteSettings } from "~/modules/site/settings.server";
import { withPageErrors } from "~/utils/page.server";
import { DEFAULT_SETTINGS } from "~/modules/site/defaults";
import { takeToast } from "~/modules/toast/toast.server";
import type { SiteSeo } from "~/modules/seo/meta";
import { getEnv } from "~/utils/env.server";
import { isKeptSubmission } from "~/utils/kept-submission";
import { variantStore } from "~/modules/media/store-variants.server";
import { ImageStoreContext } from "~/components/ui/Picture";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  // After an action found the database unreachable the page shows what was posted, under the
  // default brand, rather than waiting out the retries again only to fail (decision 092).
  const settingsRead = context.databaseUnreachable ? Promise.resolve(DEFAULT_SETTINGS) : getSiteSettings();
  // An outage past the retries is the 503 page (with Retry-After), not an unexplained 500.
  const [settings, { toast, headers }] = await withPageErrors(() =>
    Promise.all([settingsRead, takeToast(request)]),
  );
  const { brandName, brandFont, customFontUrl, heroBackgroundImage } = settings;
  const seo: SiteSeo = { origin: getEnv().publicUrl, brandName, image: heroBackgroundImage };
  return data(
    {
      brand: { brandName, brandFont, customFontUrl },
      social: socialLinks(settings),
      seo,
      toast,
      loadedAt: Date.now(),
      // Where pages name the owner's photos' variants: the bucket, once it holds them all.
      imageStore: variantStore(),
    },
    { headers },
  );
}

/** A page that failed with 503 (the database out past its retries) says when to come back. */
export const headers: HeadersFunction = ({ errorHeaders }) => {
  const retryAfter = errorHeaders?.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

const BRAND_FRESH_MS = 5 * 60 * 1000;

// Header and footer settings are fresh for 5 minutes (product §2), unless the owner just saved something.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (currentUrl.pathname.startsWith("/admin")) return defaultShouldRevalidate;
  return Date.now() - loadedAt > BRAND_FRESH_MS ? defaultShouldRevalidate : false;
};
let loadedAt = Date.now();

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  if (data) loadedAt = data.loadedAt;
  const brand = data?.brand ?? DEFAULT_SETTINGS;
  const nonce = useNonce();
  useHydrationEnd();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <InlineStylesheet nonce={nonce} />
        <LazyImagesAfterMainImage nonce={nonce} />
        <Links />
        {brand.brandFont === "custom" && brand.customFontUrl ? (
          <>
            {/* Fetched with the document rather than once the header's text is laid out. */}
            <link rel="preload" as="font" href={brand.customFontUrl} crossOrigin="anonymous" />
            {/* Raw text: React would escape the quotes into &quot;, which CSS does not read. */}
            <style nonce={nonce} dangerouslySetInnerHTML={{ __html: customFontCss(brand.customFontUrl) }} />
          </>
        ) : null}
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        <SiteHeader brandName={brand.brandName} brandFont={brand.brandFont} />
        <ToastProvider flash={data?.toast ?? null}>
          <ImageStoreContext.Provider value={data?.imageStore ?? null}>
            <main id="main" className="flex-1">
              {children}
            </main>
          </ImageStoreContext.Provider>
        </ToastProvider>
        <SiteFooter
          brandName={brand.brandName}
          brandFont={brand.brandFont}
          social={data?.social ?? socialLinks(DEFAULT_SETTINGS)}
        />
        <ScrollRestoration nonce={nonce} />
        <DeferredScripts nonce={nonce} />
        {/* remix dev's reload-on-change; renders nothing in production. */}
        <LiveReload nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

const messageOf = (data: unknown) =>
  typeof data === "object" && data && "message" in data && typeof data.message === "string"
    ? data.message
    : undefined;

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundCard />;
  if (isRouteErrorResponse(error) && isKeptSubmission(error.data))
    return <KeptSubmission kept={error.data} />;
  // Details stay in the server log; visitors get a friendly page, never a stack trace. A 503's
  // message is written for them ("We can't reach our records right now...").
  const unavailable = isRouteErrorResponse(error) && error.status === 503 ? messageOf(error.data) : undefined;
  return (
    <div className="mx-auto max-w-xl px-4 pb-16 pt-36 text-center">
      <h1 className="font-serif text-3xl">Something went wrong</h1>
      <p className="mt-4 text-gray-600">
        {unavailable ?? "Please try again in a moment, or return to the home page."}
      </p>
      {/* A plain link: after an error the page's JavaScript may not be running. */}
      <a href="/" className={buttonClass({ size: "lg", className: "mt-8" })}>
        Return Home
      </a>
    </div>
  );
}
