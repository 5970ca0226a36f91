import { demoRequestSchema, type DemoRequest } from "~/contract/demo";
import { deleteById, fetchPage, type PageOf, type PageRequest } from "./paging";

/** GET /v1/Contact/DemoRequests (admin): confirmed and pending requests, paged and searchable. */
export const listDemoRequests = (page: PageRequest): Promise<PageOf<DemoRequest>> =>
  fetchPage(demoRequestSchema, "/v1/Contact/DemoRequests", page, "Failed to fetch demo requests");

/** DELETE /v1/Contact/DemoRequests/{id} (admin): the request and its verification codes. */
export const deleteDemoRequest = (id: string): Promise<void> =>
  deleteById("/v1/Contact/DemoRequests", id, "Failed to delete demo request");
