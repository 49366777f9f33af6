// Every owner-only page and API call, in one place: the guard tests walk this table anonymously and
// with forged cookies (each route also calls requireOwner itself), so a new owner route goes here.
export interface OwnerRoute {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  body?: unknown;
}

export const OWNER_PAGES: OwnerRoute[] = [
  { method: "GET", path: "/admin" },
  { method: "GET", path: "/admin/orders" },
  { method: "GET", path: "/admin/products" },
  { method: "GET", path: "/admin/products/new" },
  { method: "GET", path: "/admin/products/drop" },
  { method: "GET", path: "/admin/products/1" },
  { method: "GET", path: "/admin/products/1/delete" },
  { method: "GET", path: "/admin/products/1/announce" },
  { method: "GET", path: "/admin/brand" },
  { method: "GET", path: "/admin/about" },
  { method: "GET", path: "/admin/collections" },
  { method: "GET", path: "/admin/scrolling" },
  { method: "GET", path: "/admin/gallery" },
  { method: "GET", path: "/admin/inbox" },
  { method: "GET", path: "/admin/subscribers" },
  { method: "GET", path: "/admin/outbox" },
  { method: "GET", path: "/admin/policies" },
  { method: "GET", path: "/admin/subscribers/csv" },
  { method: "GET", path: "/admin/orders/csv" },
];

export const OWNER_API: OwnerRoute[] = [
  {
    method: "POST",
    path: "/api/products",
    body: { name: "X", description: "X", price: 100, imageUrl: "/x.jpg", category: "handbags" },
  },
  {
    method: "PUT",
    path: "/api/products/1",
    body: { name: "X", description: "X", price: 100, imageUrl: "/x.jpg", category: "handbags" },
  },
  { method: "DELETE", path: "/api/products/1" },
  { method: "PUT", path: "/api/products/reorder", body: { items: [{ id: 1, displayOrder: 0 }] } },
  { method: "POST", path: "/api/gallery", body: { title: "X", description: "X", imageUrl: "/x.jpg" } },
  { method: "PUT", path: "/api/gallery/1", body: { title: "X", description: "X", imageUrl: "/x.jpg" } },
  { method: "DELETE", path: "/api/gallery/1" },
  { method: "POST", path: "/api/gallery/reorder", body: { items: [{ id: 1, displayOrder: 0 }] } },
  { method: "POST", path: "/api/scrolling-images", body: { title: "X", imageUrl: "/x.jpg" } },
  { method: "PUT", path: "/api/scrolling-images/1", body: { title: "X" } },
  { method: "DELETE", path: "/api/scrolling-images/1" },
  { method: "POST", path: "/api/scrolling-images/reorder", body: { items: [{ id: 1, displayOrder: 0 }] } },
  { method: "PUT", path: "/api/collection-main-photos/handbags", body: { imageUrl: "/x.jpg" } },
  { method: "DELETE", path: "/api/collection-main-photos/handbags" },
  { method: "PUT", path: "/api/settings/heroTitle", body: { value: "Hacked" } },
];
