// The home page (SPEC §2): one page of stacked sections.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Await, useLoaderData, useSearchParams } from "@remix-run/react";
import { Suspense } from "react";
import { ArtistSection } from "~/components/storefront/home/ArtistSection";
import { CollectionsSection } from "~/components/storefront/home/CollectionsSection";
import { ContactSection } from "~/components/storefront/home/ContactSection";
import { GalleryPreview, GalleryPreviewPlaceholder } from "~/components/storefront/home/GalleryPreview";
import { HeroSection } from "~/components/storefront/home/HeroSection";
import { NewsletterSection } from "~/components/storefront/home/NewsletterSection";
import { ProcessSection } from "~/components/storefront/home/ProcessSection";
import { ScrollingStrip, ScrollingStripPlaceholder } from "~/components/storefront/home/ScrollingStrip";
import { mainImagePreload } from "~/components/ui/Picture";
import { ShopSection } from "~/components/storefront/home/ShopSection";
import { StorySection } from "~/components/storefront/home/StorySection";
import { useHashScroll } from "~/components/storefront/useHashScroll";
import { readHomeForm, sendContactWithPhotos } from "~/modules/messages/contact-photos.server";
import { contactSchema } from "~/modules/messages/schema";
import { subscribe } from "~/modules/newsletter/newsletter.server";
import { newsletterSchema } from "~/modules/newsletter/schema";
import { seoMeta, siteSeoOf } from "~/modules/seo/meta";
import { handlePublicForm } from "~/modules/security/public-form.server";
import { HOME_SHOP_LIMIT } from "~/modules/site/home";
import { loadHomePage } from "~/modules/site/home.server";
import { badRequest } from "~/utils/errors";
import { withPageErrors } from "~/utils/page.server";
import { newFormKey } from "~/modules/messages/submission-key.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...seoMeta(siteSeoOf(matches), {
    title: "Atelier | Reimagined Luxury Accessories",
    description: "One-of-a-kind handbags and accessories reimagined by hand from pre-loved designer pieces.",
    path: "/",
  }),
  // The hero's background, the page's main image.
  ...mainImagePreload(data?.settings.heroBackgroundImage),
];

export async function loader(_: LoaderFunctionArgs) {
  return withPageErrors(async () => {
    return { ...(await loadHomePage()), submissionKey: newFormKey() };
  });
}

// The contact and newsletter forms post here (with JavaScript through fetchers).
export async function action({ request, context }: ActionFunctionArgs) {
  return withPageErrors(async () => {
    const form = await readHomeForm(request, context);
    const formData = form.fields;
    switch (formData.get("intent")) {
      case "contact":
        return handlePublicForm(request, formData, context, {
          intent: "contact",
          schema: contactSchema,
          limit: "contact",
          failure: "Failed to send message. Please try again.",
          run: (message) => sendContactWithPhotos(message, form),
        });
      case "newsletter":
        return handlePublicForm(request, formData, context, {
          intent: "newsletter",
          schema: newsletterSchema,
          limit: "newsletter",
          failure: "Failed to subscribe. Please try again.",
          run: ({ email }) => subscribe(email),
        });
      default:
        throw badRequest("Unknown form.");
    }
  });
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
      <ShopSection
        products={products}
        initialCategory={searchParams.get("category")}
        limit={HOME_SHOP_LIMIT}
      />
      <ContactSection submissionKey={submissionKey} />
      <NewsletterSection />
    </>
  );
}
