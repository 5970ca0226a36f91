import { expect } from "vitest";
import { auth, json, type TestApp } from "../helpers";

/** GET /api/Analytics/Report for `from`…`to` as the admin, which must answer 200; its data as `T`. */
export async function fetchReport<T>(t: TestApp, from: string, to: string): Promise<T> {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/Analytics/Report?from=${from}&to=${to}`,
    headers: auth(await t.newToken()),
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data as T;
}
