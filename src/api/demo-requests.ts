import { api, ApiError, toApiError } from "~/lib/api-client";
import { demoRequestSchema, type DemoRequest } from "~/contract/demo";
import { envelope, paged } from "~/contract/envelope";
import { z } from "zod";
import { pageParams, type PageOf, type PageRequest } from "./paging";

const FETCH_FAILED = "Failed to fetch demo requests";
const DELETE_FAILED = "Failed to delete demo request";

/** GET /v1/Contact/DemoRequests (admin): confirmed and pending requests, paged and searchable. */
export async function listDemoRequests(request: PageRequest): Promise<PageOf<DemoRequest>> {
  try {
    const res = await api.get("/v1/Contact/DemoRequests", { params: pageParams(request) });
    const body = paged(demoRequestSchema).parse(res.data);
    if (!body.isSuccess) throw new ApiError(body.message || FETCH_FAILED, "http", res.status);
    return { items: body.data, total: body.total };
  } catch (error) {
    throw toApiError(error, FETCH_FAILED);
  }
}

/** DELETE /v1/Contact/DemoRequests/{id} (admin): the request and its verification codes. */
export async function deleteDemoRequest(id: string): Promise<void> {
  try {
    const res = await api.delete(`/v1/Contact/DemoRequests/${encodeURIComponent(id)}`);
    const body = envelope(z.unknown()).parse(res.data);
    if (!body.isSuccess) throw new ApiError(body.message || DELETE_FAILED, "http", res.status);
  } catch (error) {
    throw toApiError(error, DELETE_FAILED);
  }
}
