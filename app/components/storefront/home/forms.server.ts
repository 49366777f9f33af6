// The home page's forms as the server renders them: imported through this `.server` module, they
// stay out of the browser's first bundle, which fetches them when they come near the view
// (hydrateNearView, decision 132).
export { ContactSection } from "./ContactSection";
export { NewsletterSection } from "./NewsletterSection";
