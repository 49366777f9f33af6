// The owner of the shared demo server (global-server.ts), for a spec that needs a few rows of its
// own there without the cost of a server of its own (decision 111). Test files only: it reads what
// the global setup provided.
import { inject } from "vitest";
import { ownerApi } from "./owner-api";

export const sharedShopOwner = () => ownerApi(inject("baseUrl"), inject("ownerCookie"));
