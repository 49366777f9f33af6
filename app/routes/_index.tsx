// The home page: one page of stacked sections (SPEC §2).
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Picture } from "~/components/ui/Picture";
import { getSiteSettings } from "~/modules/site/settings.server";

export const meta: MetaFunction = () => [
  { title: "Atelier | Reimagined Luxury Accessories" },
  {
    name: "description",
    content: "One-of-a-kind handbags and accessories reimagined from pre-loved designer pieces.",
  },
];

export async function loader() {
  const settings = await getSiteSettings();
  return { settings };
}

const COLLECTIONS = [
  { id: "handbags", description: "One-of-a-kind reimagined luxury handbags" },
  { id: "accessories", description: "Unique accessories crafted with artisanal detail" },
  { id: "travel", description: "Luxury travel pieces for the modern adventurer" },
  { id: "custom", description: "Bespoke creations and custom commissioned pieces" },
] as const;

export default function Home() {
  const { settings } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="relative flex min-h-screen items-center justify-center overflow-hidden">
        <Picture
          src={settings.heroBackgroundImage}
          alt=""
          width={1920}
          height={1080}
          sizes="100vw"
          priority
          className="absolute inset-0 h-full w-full object-cover"
        />
        <div className="relative px-6 text-center">
          <h1 className="font-serif text-5xl tracking-[0.15em] sm:text-7xl">{settings.heroTitle}</h1>
          <p className="mx-auto mt-6 max-w-xl text-lg">{settings.heroSubtitle}</p>
          <a
            href="#shop"
            className="mt-10 inline-block bg-ink px-8 py-4 text-sm uppercase tracking-widest text-cream"
          >
            Explore Collection
          </a>
        </div>
      </section>

      <section id="story" className="mx-auto grid max-w-6xl gap-12 px-6 py-24 md:grid-cols-2">
        <div>
          <h2 className="font-serif text-4xl tracking-widest">ABOUT</h2>
          <p className="mt-6 leading-relaxed">{settings.storyParagraph1}</p>
          <p className="mt-4 leading-relaxed">{settings.storyParagraph2}</p>
          <a
            href="#contact"
            className="mt-8 inline-block border border-ink px-6 py-3 text-sm uppercase tracking-widest"
          >
            GET IN TOUCH
          </a>
        </div>
        <Picture
          src={settings.storyImage}
          alt={settings.storyTitle}
          width={1000}
          height={1250}
          sizes="(min-width: 1152px) 528px, (min-width: 768px) 45vw, calc(100vw - 48px)"
          className="h-auto w-full"
        />
      </section>

      <section id="shop" className="mx-auto max-w-7xl px-6 py-24">
        <h2 className="text-center font-serif text-4xl tracking-widest">COLLECTIONS</h2>
        <p className="mt-4 text-center">Explore our curated collections of one-of-a-kind pieces</p>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {COLLECTIONS.map((collection) => (
            <li key={collection.id}>
              <Link
                to={`/category/${collection.id}`}
                className="block border border-sand bg-white p-6 hover:border-gold"
              >
                <h3 className="font-serif text-xl tracking-widest">{collection.id.toUpperCase()}</h3>
                <p className="mt-2 text-sm text-gray-600">{collection.description}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section id="contact" className="mx-auto max-w-3xl px-6 py-24 text-center">
        <h2 className="font-serif text-4xl tracking-widest">CONTACT</h2>
        <p className="mt-4">Studio: By appointment only</p>
      </section>
    </>
  );
}
