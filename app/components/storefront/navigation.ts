// The site's main links, shared by the header and the footer (product §2).
export const NAV_LINKS = [
  { label: "About", to: "/#story" },
  { label: "Gallery", to: "/gallery" },
  { label: "Shop", to: "/#shop" },
  { label: "Contact", to: "/#contact" },
] as const;
