// The matchers every integration test reads answers with fail when the answer differs: a redirect
// elsewhere, another status, another form error.
import { data } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { postForm } from "../support/page-action";

const answering = (answer: unknown) => () => answer;
const post = (answer: unknown) => postForm(answering(answer), { path: "/", body: new URLSearchParams() });

describe("the answer matchers", () => {
  it("tell a redirect from another answer, and one address from another", async () => {
    const redirect = await post(new Response(null, { status: 302, headers: { Location: "/admin" } }));
    expect(redirect).toHaveRedirect("/admin");
    expect(redirect).toHaveRedirect(/^\/adm/);
    expect(redirect).toHaveRedirect();
    expect(redirect).not.toHaveRedirect("/login");
    expect(() => expect(redirect).toHaveRedirect("/login")).toThrow(/got a redirect to .*\/admin/);
    expect(await post({ ok: true })).not.toHaveRedirect();
  });

  it("read a thrown response as the answer", async () => {
    const thrown = () => {
      throw new Response(null, { status: 302, headers: { Location: "/login" } });
    };
    expect(await postForm(thrown, { path: "/", body: new URLSearchParams() })).toHaveRedirect("/login");
  });

  it("read the status and the form's errors of a data() answer", async () => {
    const refused = await post(
      data({ result: { error: { "": ["Refused."], name: ["Name?"] } } }, { status: 400 }),
    );
    expect(refused).toHaveStatus(400);
    expect(refused).not.toHaveStatus(200);
    expect(refused).toHaveFormErrors({ name: ["Name?"] });
    expect(refused).toHaveFormErrors({ "": ["Refused."], name: ["Name?"] });
    expect(refused).not.toHaveFormErrors({ "": ["Something else."] });
    expect(await post({ ok: true })).toHaveStatus(200);
  });

  it("read a JSON response's body as its data", async () => {
    expect(await post(Response.json({ ok: false }, { status: 409 }))).toMatchObject({
      status: 409,
      data: { ok: false },
    });
  });
});
