// The fixed site header: brand, main links and a mobile menu that works without JavaScript
// (a <details> element). It shrinks once the page has scrolled more than 50px.
import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { BrandName } from "./BrandName";
import { NAV_LINKS } from "./navigation";

const SHRINK_AFTER_PX = 50;

function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

export function SiteHeader({ brandName, brandFont }: { brandName: string; brandFont: string }) {
  const scrolled = useScrolledPast(SHRINK_AFTER_PX);
  const menu = useRef<HTMLDetailsElement>(null);
  const closeMenu = () => menu.current?.removeAttribute("open");

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 border-b border-sand/70 bg-cream/95 backdrop-blur transition-[padding] duration-300 ${
        scrolled ? "py-2 shadow-sm" : "py-5"
      }`}
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between px-4 sm:px-6">
        <Link to="/" className="text-2xl tracking-[0.2em] sm:text-3xl" aria-label={`${brandName}, home`}>
          <BrandName name={brandName} font={brandFont} />
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex gap-8 text-sm uppercase tracking-widest">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-gold">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <details ref={menu} className="group relative md:hidden">
          <summary
            className="cursor-pointer list-none rounded p-2 [&::-webkit-details-marker]:hidden"
            aria-label="Menu"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path className="group-open:hidden" d="M4 7h16M4 12h16M4 17h16" />
              <path className="hidden group-open:block" d="M6 6l12 12M18 6L6 18" />
            </svg>
          </summary>
          <nav
            aria-label="Mobile"
            className="absolute right-0 mt-3 w-48 rounded border border-sand bg-cream p-2 shadow-lg"
          >
            <ul className="flex flex-col text-sm uppercase tracking-widest">
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={closeMenu} className="block rounded px-3 py-2 hover:bg-sand">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
