import { contactSchema, type Contact } from "~/contract/contact";
import { deleteById, fetchPage, type PageOf, type PageRequest } from "./paging";

/** GET /v1/Contact/GetAll in its paged form (search on the server, docs/product.md §9). */
export const listContacts = (page: PageRequest): Promise<PageOf<Contact>> =>
  fetchPage(contactSchema, "/v1/Contact/GetAll", page, "Failed to fetch contacts");

/** DELETE /v1/Contact/Delete/{id}. */
export const deleteContact = (id: string): Promise<void> =>
  deleteById("/v1/Contact/Delete", id, "Failed to delete contact");
