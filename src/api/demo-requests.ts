import { demoRequestSchema, type DemoRequest } from "~/contract/demo";
import { envelope, paged } from "~/contract/envelope";
import { request } from "~/lib/api-client";
import { z } from "zod";
import { pageOf, pageParams, type PageOf, type PageRequest } from "./paging";

const FETCH_FAILED = "Failed to fetch demo requests";
const DELETE_FAILED = "Failed to delete demo request";

/** GET /v1/Contact/DemoRequests (admin): confirmed and pending requests, paged and searchable. */
export async function listDemoRequests(page: PageRequest): Promise<PageOf<DemoRequest>> {
  const answer = await request(
    paged(demoRequestSchema),
    { method: "GET", url: "/v1/Contact/DemoRequests", params: pageParams(page) },
    FETCH_FAILED,
  );
  return pageOf(answer);
}

/** DELETE /v1/Contact/DemoRequests/{id} (admin): the request and its verification codes. */
export async function deleteDemoRequest(id: string): Promise<void> {
  const url = `/v1/Contact/DemoRequests/${encodeURIComponent(id)}`;
  await request(envelope(z.unknown()), { method: "DELETE", url }, DELETE_FAILED);
}
