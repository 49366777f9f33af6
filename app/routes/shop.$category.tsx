// /shop/{category}: the same listing as /category/{category} (DESIGN.md).
export { default, loader, meta } from "./category.$category";
