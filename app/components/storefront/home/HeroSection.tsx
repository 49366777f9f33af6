// Hero (product §2): full-screen background image, title, subtitle and 'Explore Collection'.
import { Picture } from "~/components/ui/Picture";
import { buttonClass } from "~/components/ui/Button";
export function HeroSection({ title, subtitle, image }: { title: string; subtitle: string; image: string }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative flex min-h-[100svh] items-center justify-center overflow-hidden"
    >
      <Picture
        src={image}
        alt=""
        width={1920}
        height={1080}
        loading="main"
        className="absolute inset-0 h-full w-full object-cover"
        // The spec asks for a console note when the background loads or fails.
        onLoad={() => console.info("Hero background image loaded:", image)}
        onError={() => console.error("Hero background image failed to load:", image)}
      />
      <div className="absolute inset-0 bg-cream/30" />
      <div className="relative px-6 text-center">
        <h1 id="hero-title" className="font-serif text-5xl tracking-[0.15em] sm:text-7xl">
          {title}
        </h1>
        <p className="mx-auto mt-6 max-w-xl text-lg">{subtitle}</p>
        <a href="#shop" className={buttonClass({ variant: "brand", size: "xl", className: "mt-10" })}>
          Explore Collection
        </a>
      </div>
    </section>
  );
}
