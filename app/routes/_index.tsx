// The home page (product §2): one page of stacked sections.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Await, useLoaderData, useSearchParams } from "@remix-run/react";
import { Suspense } from "react";
import { ArtistSection } from "~/components/storefront/home/ArtistSection";
import { CollectionsSection } from "~/components/storefront/home/CollectionsSection";
import { GalleryPreview, GalleryPreviewPlaceholder } from "~/components/storefront/home/GalleryPreview";
import { HeroSection } from "~/components/storefront/home/HeroSection";
import { ProcessSection } from "~/components/storefront/home/ProcessSection";
import { ScrollingStrip, ScrollingStripPlaceholder } from "~/components/storefront/home/ScrollingStrip";
import { mainImagePreload } from "~/components/ui/Picture";
import { ShopSection } from "~/components/storefront/home/ShopSection";
import { StorySection } from "~/components/storefront/home/StorySection";
import { useHashScroll } from "~/components/storefront/useHashScroll";
import * as forms from "~/components/storefront/home/forms.server";
import { hydrateNearView } from "~/components/hydration/hydrateNearView";
import { KeepServerHtml } from "~/components/hydration/KeepServerHtml";
import { seoMeta, siteSeoOf } from "~/modules/seo/meta";
import { HOME_SHOP_LIMIT } from "~/modules/home/home";
import { loadHomePage } from "~/modules/home/home.server";
import { handleHomeForm } from "~/modules/home/home-forms.server";
import { withPageErrors } from "~/utils/page.server";
import { newFormKey } from "~/utils/submission-key.server";
import { studioDetailsOf } from "~/modules/site/studio";

// The forms far down the page hydrate when the visitor comes near them (decision 132).
const ContactSection = hydrateNearView("contact", forms.ContactSection, () =>
  import("~/components/storefront/home/ContactSection").then((module) => module.ContactSection),
);
const NewsletterSection = hydrateNearView("newsletter", forms.NewsletterSection, () =>
  import("~/components/storefront/home/NewsletterSection").then((module) => module.NewsletterSection),
);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...seoMeta(siteSeoOf(matches), {
    title: "Atelier | Reimagined Luxury Accessories",
    description: "One-of-a-kind handbags and accessories reimagined by hand from pre-loved designer pieces.",
    path: "/",
  }),
  // The hero's background, the page's main image.
  ...mainImagePreload(matches, data?.settings.heroBackgroundImage),
];

export async function loader(_: LoaderFunctionArgs) {
  return withPageErrors(async () => {
    return { ...(await loadHomePage()), submissionKey: newFormKey() };
  });
}

// The contact and newsletter forms post here (with JavaScript through fetchers).
export async function action({ request, context }: ActionFunctionArgs) {
  return withPageErrors(() => handleHomeForm(request, context));
}

export default function Home() {
  const {
    settings: s,
    collections,
    products,
    scrollingImages,
    galleryPreview,
    submissionKey,
  } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  useHashScroll();
  return (
    <>
      <HeroSection title={s.heroTitle} subtitle={s.heroSubtitle} image={s.heroBackgroundImage} />
      {/* Pictures, text and links: kept as the server rendered them (decision 132). */}
      <KeepServerHtml>
        <Suspense fallback={<ScrollingStripPlaceholder />}>
          <Await resolve={scrollingImages}>{(images) => <ScrollingStrip images={images} />}</Await>
        </Suspense>
        <StorySection
          paragraphs={[s.storyParagraph1, s.storyParagraph2]}
          image={s.storyImage}
          imageAlt={s.storyTitle}
        />
        <ProcessSection
          title={s.processTitle}
          steps={[
            { title: s.processStep1Title, description: s.processStep1Description },
            { title: s.processStep2Title, description: s.processStep2Description },
            { title: s.processStep3Title, description: s.processStep3Description },
          ]}
        />
        <ArtistSection
          title={s.aboutTitle}
          image={s.aboutImage}
          paragraphs={[s.aboutParagraph1, s.aboutParagraph2, s.aboutParagraph3]}
        />
        <CollectionsSection collections={collections} />
        <Suspense fallback={<GalleryPreviewPlaceholder />}>
          <Await resolve={galleryPreview}>{(items) => <GalleryPreview items={items} />}</Await>
        </Suspense>
      </KeepServerHtml>
      <ShopSection
        products={products}
        initialCategory={searchParams.get("category")}
        limit={HOME_SHOP_LIMIT}
      />
      <ContactSection submissionKey={submissionKey} studio={studioDetailsOf(s)} />
      <NewsletterSection />
    </>
  );
}
