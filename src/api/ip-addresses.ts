import { envelope, paged } from "~/contract/envelope";
import { ipRecordSchema, type IpRecord } from "~/contract/ip";
import { request } from "~/lib/api-client";
import { z } from "zod";
import { pageOf, pageParams, type PageOf, type PageRequest } from "./paging";

const FETCH_FAILED = "Failed to fetch IP addresses";
const DELETE_FAILED = "Failed to delete IP address";

/** GET /IpAddress/GetAll in its paged form (search on IP text, country or city). */
export async function listIpAddresses(page: PageRequest): Promise<PageOf<IpRecord>> {
  const answer = await request(
    paged(ipRecordSchema),
    { method: "GET", url: "/IpAddress/GetAll", params: pageParams(page) },
    FETCH_FAILED,
  );
  return pageOf(answer);
}

/** DELETE /IpAddress/Delete/{id}. */
export async function deleteIpAddress(id: string): Promise<void> {
  const url = `/IpAddress/Delete/${encodeURIComponent(id)}`;
  await request(envelope(z.unknown()), { method: "DELETE", url }, DELETE_FAILED);
}
