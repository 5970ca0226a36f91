import { api, ApiError, toApiError } from "~/lib/api-client";
import { demoRequestSchema, type DemoRequest } from "~/contract/demo";
import { paged } from "~/contract/envelope";
import { pageParams, type PageOf, type PageRequest } from "./paging";

const FETCH_FAILED = "Failed to fetch demo requests";

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
