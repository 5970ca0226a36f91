import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers";

type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
};
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> };
type Doc = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await startTestApp();
  doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as Doc;
});
afterAll(() => t.close());

const answer = (path: string, method: string, status: string) =>
  doc.paths[path]?.[method]?.responses?.[status]?.content?.["application/json"]?.schema;

describe("the API document shows the contract's answers", () => {
  it("declares a success answer for every API call but the health check (202 for the beacon)", () => {
    const missing: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (path === "/api/health") continue;
      for (const method of Object.keys(ops))
        if (!answer(path, method, path === "/api/Analytics/Collect" ? "202" : "200"))
          missing.push(`${method} ${path}`);
    }
    expect(missing).toEqual([]);
  });

  it("shows a paged list with its rows and total", () => {
    const list = answer("/api/v1/Contact/GetAll", "get", "200");
    expect(Object.keys(list?.properties ?? {})).toEqual(
      expect.arrayContaining(["isSuccess", "data", "total"]),
    );
    expect(Object.keys(list?.properties?.data?.items?.properties ?? {})).toEqual([
      "_id",
      "name",
      "email",
      "phone",
      "message",
      "createdAt",
      "leadStatus",
      "version",
      "overdue",
      "value",
      "assignedTo",
      "landingPage",
      "utmSource",
      "utmMedium",
      "utmCampaign",
    ]);
  });

  it("shows the error envelope on an admin call's 401 and a public form's 429", () => {
    for (const [path, method, status] of [
      ["/api/v1/Contact/GetAll", "get", "401"],
      ["/api/v1/Contact/ContactUsMailSend", "post", "429"],
      ["/api/Book/VerifySchedule", "post", "410"],
    ] as const) {
      const error = answer(path, method, status);
      expect(error?.required, `${method} ${path} ${status}`).toEqual(
        expect.arrayContaining(["isSuccess", "message"]),
      );
      expect(Object.keys(error?.properties ?? {})).toEqual(["isSuccess", "message", "errors"]);
    }
  });

  it("shows the token in the sign-in answer", () => {
    expect(Object.keys(answer("/api/Auth/Login", "post", "200")?.properties ?? {})).toContain("token");
  });
});
