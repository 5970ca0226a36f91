import { api, ApiError, toApiError } from "~/lib/api-client";
import { envelope, paged } from "~/contract/envelope";
import { ipRecordSchema, type IpRecord } from "~/contract/ip";
import { z } from "zod";
import { pageParams, type PageOf, type PageRequest } from "./paging";

const FETCH_FAILED = "Failed to fetch IP addresses";
const DELETE_FAILED = "Failed to delete IP address";

/** GET /IpAddress/GetAll in its paged form (search on IP text, country or city). */
export async function listIpAddresses(request: PageRequest): Promise<PageOf<IpRecord>> {
  try {
    const res = await api.get("/IpAddress/GetAll", { params: pageParams(request) });
    const body = paged(ipRecordSchema).parse(res.data);
    if (!body.isSuccess) throw new ApiError(body.message || FETCH_FAILED, "http", res.status);
    return { items: body.data, total: body.total };
  } catch (error) {
    throw toApiError(error, FETCH_FAILED);
  }
}

/** DELETE /IpAddress/Delete/{id}. */
export async function deleteIpAddress(id: string): Promise<void> {
  try {
    const res = await api.delete(`/IpAddress/Delete/${encodeURIComponent(id)}`);
    const body = envelope(z.unknown()).parse(res.data);
    if (!body.isSuccess) throw new ApiError(body.message || DELETE_FAILED, "http", res.status);
  } catch (error) {
    throw toApiError(error, DELETE_FAILED);
  }
}
