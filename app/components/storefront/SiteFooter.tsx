// The site footer: the main links again, the owner's social links, and the line with the shop's
// published policies.
import { Link } from "@remix-run/react";
import type { SiteSettings } from "~/modules/site/defaults";
import { BrandName } from "./BrandName";
import { NAV_LINKS } from "./navigation";
import { PolicyLinks } from "./PolicyLinks";

const SOCIAL_SITES = [
  ["instagramUrl", "Instagram"],
  ["pinterestUrl", "Pinterest"],
  ["facebookUrl", "Facebook"],
] as const;

export interface SocialLink {
  label: string;
  href: string;
}

/** The social links the owner has set (Brand Settings); a cleared one is left out. */
export function socialLinks(settings: Pick<SiteSettings, (typeof SOCIAL_SITES)[number][0]>): SocialLink[] {
  return SOCIAL_SITES.filter(([key]) => settings[key]).map(([key, label]) => ({
    label,
    href: settings[key],
  }));
}

export function SiteFooter({
  brandName,
  brandFont,
  social,
}: {
  brandName: string;
  brandFont: string;
  social: SocialLink[];
}) {
  return (
    <footer className="mt-24 border-t border-sand bg-ink text-cream">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-12 md:grid-cols-3">
        <div>
          <BrandName name={brandName} font={brandFont} className="text-2xl tracking-[0.2em]" />
          <p className="mt-3 text-sm text-cream/80">One-of-a-kind pieces from pre-loved designer handbags.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-2 text-sm uppercase tracking-widest">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-gold-light">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ul className="flex gap-6 text-sm md:justify-end">
          {social.map((link) => (
            <li key={link.label}>
              <a href={link.href} rel="noopener noreferrer" target="_blank" className="hover:text-gold-light">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col items-center gap-x-6 border-t border-cream/10 px-6 py-4 text-xs text-cream/70 md:flex-row md:justify-center">
        <p>
          © {new Date().getFullYear()} {brandName}
        </p>
        <PolicyLinks
          label="Policies"
          listClassName="flex flex-wrap justify-center gap-x-5"
          linkClassName="hover:text-gold-light"
        />
      </div>
    </footer>
  );
}
