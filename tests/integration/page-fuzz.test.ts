// Throws seeded malformed posts at every page action (and odd ids at the pages that take one):
// a page answers its form errors or its error page with a 4xx, never a 5xx.
import type { ActionFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import * as home from "~/routes/_index";
import * as about from "~/routes/admin.about";
import * as brand from "~/routes/admin.brand";
import * as collections from "~/routes/admin.collections";
import * as galleryAdmin from "~/routes/admin.gallery";
import * as inbox from "~/routes/admin.inbox";
import * as orders from "~/routes/admin.orders";
import * as productEdit from "~/routes/admin.products.$id";
import * as outbox from "~/routes/admin.outbox";
import * as policiesAdmin from "~/routes/admin.policies";
import * as productAnnounce from "~/routes/admin.products.$id_.announce";
import * as productDelete from "~/routes/admin.products.$id_.delete";
import * as productList from "~/routes/admin.products._index";
import * as productNew from "~/routes/admin.products.new";
import * as scrollingAdmin from "~/routes/admin.scrolling";
import * as subscribers from "~/routes/admin.subscribers";
import * as category from "~/routes/category.$category";
import * as galleryItem from "~/routes/gallery_.$id";
import * as login from "~/routes/login";
import * as newsletterLink from "~/routes/newsletter.$purpose";
import * as logout from "~/routes/logout";
import * as paymentSuccess from "~/routes/payment-success";
import * as policyPage from "~/routes/policies.$kind";
import * as productPage from "~/routes/products.$id";
import * as inquire from "~/routes/products.$id_.inquire";
import { fuzzWorld } from "../support/fuzz-world";
import { body, PARAMS, random } from "../support/fuzz";

type Handler = (args: ActionFunctionArgs) => Promise<unknown>;
type Sample = Record<string, string | number>;

const CONTACT = {
  intent: "contact",
  name: "Ann",
  email: "ann@example.com",
  subject: "other",
  message: "Long enough.",
};
const PRODUCT = {
  name: "Tote",
  description: "Reworked",
  price: "120",
  category: "handbags",
  imageUrl: "/demo/a.jpg",
};

const actions: { action: Handler; path: string; param?: string; sample?: Sample }[] = [
  { action: home.action, path: "/", sample: CONTACT },
  { action: home.action, path: "/", sample: { intent: "newsletter", email: "ann@example.com" } },
  {
    action: login.action,
    path: "/login",
    sample: { email: "owner@example.com", password: "x", redirectTo: "/admin" },
  },
  { action: logout.action, path: "/logout" },
  {
    action: inquire.action,
    path: "/products/1/inquire",
    param: "id",
    sample: { customerName: "Ann", customerEmail: "ann@example.com", message: "Free?", productId: 1 },
  },
  {
    action: paymentSuccess.action,
    path: "/payment-success",
    sample: { productId: 1, paymentIntentId: "pi_1" },
  },
  { action: about.action, path: "/admin/about", sample: { intent: "aboutTitle", value: "About me" } },
  { action: brand.action, path: "/admin/brand", sample: { intent: "brandName", value: "Atelier" } },
  {
    action: collections.action,
    path: "/admin/collections",
    sample: { intent: "set", collectionName: "bags", imageUrl: "/demo/a.jpg" },
  },
  {
    action: galleryAdmin.action,
    path: "/admin/gallery",
    sample: { intent: "add", title: "Work", imageUrl: "/demo/a.jpg" },
  },
  { action: inbox.action, path: "/admin/inbox", sample: { kind: "message", id: 1, intent: "read" } },
  {
    action: inbox.action,
    path: "/admin/inbox",
    sample: { intent: "reply-message", id: 1, text: "Thank you: yes." },
  },
  { action: orders.action, path: "/admin/orders", sample: { intent: "ship", id: 1 } },
  {
    action: orders.action,
    path: "/admin/orders",
    sample: { intent: "tracking", id: 1, carrier: "UPS", trackingNumber: "1Z999" },
  },
  {
    action: orders.action,
    path: "/admin/orders?refund=1",
    sample: { intent: "refund", id: 1, refunded: 0, amount: "12.50", reason: "duplicate", restock: "on" },
  },
  {
    action: productList.action,
    path: "/admin/products",
    sample: { intent: "toggle", id: 1, flag: "available" },
  },
  { action: productNew.action, path: "/admin/products/new", sample: PRODUCT },
  { action: productEdit.action, path: "/admin/products/1", param: "id", sample: PRODUCT },
  { action: productDelete.action, path: "/admin/products/1/delete", param: "id" },
  {
    action: scrollingAdmin.action,
    path: "/admin/scrolling",
    sample: { intent: "rename", id: 1, title: "Strip" },
  },
  { action: subscribers.action, path: "/admin/subscribers", sample: { intent: "remove", id: 1 } },
  {
    action: productAnnounce.action,
    path: "/admin/products/1/announce",
    param: "id",
    sample: { intent: "send", subject: "New", text: "A new piece", announceAgain: "on" },
  },
  { action: outbox.action, path: "/admin/outbox", sample: { intent: "retry", id: 1 } },
  {
    action: policiesAdmin.action,
    path: "/admin/policies",
    sample: { intent: "returns", body: "Returns within *14 days*." },
  },
  {
    action: newsletterLink.action,
    path: "/newsletter/unsubscribe",
    param: "purpose",
    sample: { token: "1.x" },
  },
];

const loaders: { loader: Handler; param: string }[] = [
  { loader: productPage.loader, param: "id" },
  { loader: inquire.loader, param: "id" },
  { loader: galleryItem.loader, param: "id" },
  { loader: productEdit.loader, param: "id" },
  { loader: productDelete.loader, param: "id" },
  { loader: productAnnounce.loader, param: "id" },
  { loader: newsletterLink.loader, param: "purpose" },
  { loader: category.loader, param: "category" },
  { loader: policyPage.loader, param: "kind" },
];

/** The status a page would answer: a Response's, a `data(...)` answer's, else 200. */
async function statusOf(run: () => Promise<unknown>) {
  try {
    const answer = await run();
    if (answer instanceof Response) return answer.status;
    return (answer as { init?: { status?: number } } | null)?.init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

describe("malformed posts to every page action", () => {
  const world = fuzzWorld("atelier-page-fuzz-");

  it("never answer 5xx", async () => {
    const next = random(20261124);
    let requests = 0;
    for (let round = 0; round < 30; round++) {
      for (const { action, path, param, sample } of actions) {
        const id = PARAMS[Math.floor(next() * PARAMS.length)];
        const payload = body(next, sample);
        const headers = new Headers(next() > 0.2 ? { Cookie: world.cookie } : {});
        if (payload.contentType) headers.set("Content-Type", payload.contentType);
        const request = new Request(`http://localhost${path}`, {
          method: "POST",
          headers,
          body: payload.body,
        });
        const status = await statusOf(() =>
          action({ request, params: param ? { [param]: id } : {}, context: { clientIp: "203.0.113.7" } }),
        );
        requests++;
        expect(
          status,
          `POST ${path} ${param ? `${param}=${JSON.stringify(id)} ` : ""}${payload.label.slice(0, 200)}`,
        ).toBeLessThan(500);
      }
    }
    expect(requests).toBeGreaterThan(500);
  });

  it("refuse a posted id no row can have (past PostgreSQL's integer) with a 4xx", async () => {
    const withIds = actions.filter(({ sample }) => sample && "id" in sample);
    expect(withIds.length).toBeGreaterThan(5);
    for (const { action, path, param, sample } of withIds) {
      for (const id of ["2147483648", "99999999999"]) {
        const request = new Request(`http://localhost${path}`, {
          method: "POST",
          headers: { Cookie: world.cookie, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ ...sample, id } as Record<string, string>).toString(),
        });
        const status = await statusOf(() =>
          action({ request, params: param ? { [param]: "1" } : {}, context: { clientIp: "203.0.113.7" } }),
        );
        expect(status, `POST ${path} id=${id}`).toBeLessThan(500);
      }
    }
  });

  it("answer odd ids in page addresses with a 4xx page, never 5xx", async () => {
    for (const { loader, param } of loaders) {
      for (const id of PARAMS) {
        const request = new Request("http://localhost/page", { headers: { Cookie: world.cookie } });
        const status = await statusOf(() => loader({ request, params: { [param]: id }, context: {} }));
        expect(status, `${param}=${JSON.stringify(id)}`).toBeLessThan(500);
      }
    }
  });
});
