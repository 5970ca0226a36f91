import { contactSchema, type Contact } from "~/contract/contact";
import { envelope, paged } from "~/contract/envelope";
import { request } from "~/lib/api-client";
import { z } from "zod";
import { pageOf, pageParams, type PageOf, type PageRequest } from "./paging";

const FETCH_FAILED = "Failed to fetch contacts";
const DELETE_FAILED = "Failed to delete contact";

/** GET /v1/Contact/GetAll in its paged form (search on the server, SPEC.md §9). */
export async function listContacts(page: PageRequest): Promise<PageOf<Contact>> {
  const answer = await request(
    paged(contactSchema),
    { method: "GET", url: "/v1/Contact/GetAll", params: pageParams(page) },
    FETCH_FAILED,
  );
  return pageOf(answer);
}

/** DELETE /v1/Contact/Delete/{id}. */
export async function deleteContact(id: string): Promise<void> {
  const url = `/v1/Contact/Delete/${encodeURIComponent(id)}`;
  await request(envelope(z.unknown()), { method: "DELETE", url }, DELETE_FAILED);
}
