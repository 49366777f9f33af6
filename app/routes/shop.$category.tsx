// /shop/{category}: the same listing as /category/{category} (README, Configuration).
export { default, loader, meta } from "./category.$category";
