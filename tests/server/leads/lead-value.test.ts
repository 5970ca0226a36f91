import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth, json, startTestAppWithToken, type TestApp, validContact, validDemo } from "../helpers";

let t: TestApp;
let token: string;
beforeAll(async () => {
  ({ t, token } = await startTestAppWithToken({ RATE_LIMIT_PUBLIC_FORMS: "1000" }));
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: auth(token), ...(payload ? { payload } : {}) });

async function newContact(message: string): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/Contact/Create",
    payload: { ...validContact, message },
  });
  return (json(res).data as { _id: string })._id;
}

describe("a lead's estimated value", () => {
  it("starts unset, is saved with the version, shows in the list and the timeline, and a stale version is a 409", async () => {
    const id = await newContact("value one");
    const before = json(await call("GET", `/v1/Leads/contact/${id}`)).data;
    expect(before).toMatchObject({ value: null, version: 1 });

    const saved = await call("PUT", `/v1/Leads/contact/${id}/Value`, { value: 250000, version: 1 });
    expect(saved.statusCode).toBe(200);
    expect(json(saved).data).toMatchObject({ value: 250000, version: 2 });

    const list = json(await call("GET", "/v1/Contact/GetAll")).data as object[];
    expect(list).toContainEqual(expect.objectContaining({ _id: id, value: 250000, version: 2 }));

    const stale = await call("PUT", `/v1/Leads/contact/${id}/Value`, { value: 1, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).message).toBe("Changed by someone else, reload.");

    const cleared = await call("PUT", `/v1/Leads/contact/${id}/Value`, { value: null, version: 2 });
    expect(json(cleared).data).toMatchObject({ value: null, version: 3 });

    const { entries } = json(await call("GET", `/v1/Leads/contact/${id}/Timeline`)).data as {
      entries: { type: string; text: string }[];
    };
    expect(entries.filter((e) => e.type === "value").map((e) => e.text)).toEqual(["250000", ""]);
  });

  it("works on demo requests too", async () => {
    const sent = await t.app.inject({ method: "POST", url: "/api/v1/Contact/SendOtp", payload: validDemo });
    const id = (json(sent).data as { id: string }).id;
    const saved = await call("PUT", `/v1/Leads/demo/${id}/Value`, { value: 75000, version: 1 });
    expect(json(saved).data).toMatchObject({ kind: "demo", value: 75000, version: 2 });
    const list = json(await call("GET", "/v1/Contact/DemoRequests")).data as object[];
    expect(list).toContainEqual(expect.objectContaining({ _id: id, value: 75000 }));
  });

  it.each([
    [{ value: -1, version: 1 }, "value"],
    [{ value: 10.5, version: 1 }, "value"],
    [{ value: "100", version: 1 }, "value"],
    [{ value: 2_000_000_001, version: 1 }, "value"],
    [{ value: 100 }, "version"],
  ])("answers 400 with a field error for %j", async (body, path) => {
    const id = await newContact("value bad");
    const res = await call("PUT", `/v1/Leads/contact/${id}/Value`, body);
    expect(res.statusCode).toBe(400);
    expect((json(res).errors as { path: string }[]).map((e) => e.path)).toContain(path);
  });

  it("answers 404 for an unknown lead and 400 for an unknown kind", async () => {
    const res = await call("PUT", "/v1/Leads/contact/nope/Value", { value: 1, version: 1 });
    expect(res.statusCode).toBe(404);
    const kind = await call("PUT", "/v1/Leads/deal/nope/Value", { value: 1, version: 1 });
    expect(kind.statusCode).toBe(400);
  });

  it("refuses a caller without a token", async () => {
    const res = await t.app.inject({ method: "PUT", url: "/api/v1/Leads/contact/x/Value", payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
