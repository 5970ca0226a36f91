import { api, ApiError, toApiError } from "~/lib/api-client";
import { contactSchema, type Contact } from "~/contract/contact";
import { envelope, paged } from "~/contract/envelope";
import { z } from "zod";
import { pageParams, type PageOf, type PageRequest } from "./paging";

const FETCH_FAILED = "Failed to fetch contacts";
const DELETE_FAILED = "Failed to delete contact";

/** GET /v1/Contact/GetAll in its paged form (search on the server, SPEC.md §9). */
export async function listContacts(request: PageRequest): Promise<PageOf<Contact>> {
  try {
    const res = await api.get("/v1/Contact/GetAll", { params: pageParams(request) });
    const body = paged(contactSchema).parse(res.data);
    if (!body.isSuccess) throw new ApiError(body.message || FETCH_FAILED, "http", res.status);
    return { items: body.data, total: body.total };
  } catch (error) {
    throw toApiError(error, FETCH_FAILED);
  }
}

/** DELETE /v1/Contact/Delete/{id}. */
export async function deleteContact(id: string): Promise<void> {
  try {
    const res = await api.delete(`/v1/Contact/Delete/${encodeURIComponent(id)}`);
    const body = envelope(z.unknown()).parse(res.data);
    if (!body.isSuccess) throw new ApiError(body.message || DELETE_FAILED, "http", res.status);
  } catch (error) {
    throw toApiError(error, DELETE_FAILED);
  }
}
