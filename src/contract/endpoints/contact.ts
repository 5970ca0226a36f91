import { endpoint } from "../endpoint";
import { contactFormSchema, contactSchema, contactUpdateSchema } from "../contact";
import { envelope, idParamSchema, messageAnswerSchema, paged } from "../envelope";
import { leadListQuerySchema } from "../leads";

const record = envelope(contactSchema);

/** The contact form and the contact records (docs/product.md §7, the spec's contact service). */
export const contactApi = {
  send: endpoint({
    method: "POST",
    path: "/v1/Contact/ContactUsMailSend",
    body: contactFormSchema,
    response: messageAnswerSchema,
    errors: [400, 429],
    summary: "Public contact form: store and notify the company",
    failed: "Failed to send message. Try again later.",
  }),
  create: endpoint({
    method: "POST",
    path: "/v1/Contact/Create",
    body: contactFormSchema,
    response: record,
    errors: [400, 429],
    summary: "Create a contact",
    failed: "Failed to create contact. Try again later.",
  }),
  list: endpoint({
    method: "GET",
    path: "/v1/Contact/GetAll",
    query: leadListQuerySchema,
    response: paged(contactSchema),
    errors: [400, 401],
    summary: "One page of contacts (page 1 of 10 by default), with search and a status filter",
    failed: "Failed to fetch contacts",
  }),
  get: endpoint({
    method: "GET",
    path: "/v1/Contact/GetById/:id",
    params: idParamSchema,
    response: record,
    errors: [400, 401, 404],
    summary: "One contact",
    failed: "Failed to fetch contact",
  }),
  update: endpoint({
    method: "PUT",
    path: "/v1/Contact/Update/:id",
    params: idParamSchema,
    body: contactUpdateSchema,
    response: record,
    errors: [400, 401, 404, 409],
    summary: "Update a contact: its fields and/or its lead status (409 when the version is stale)",
    failed: "Failed to update contact",
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/v1/Contact/Delete/:id",
    params: idParamSchema,
    response: messageAnswerSchema,
    errors: [400, 401, 403, 404],
    summary: "Delete a contact",
    failed: "Failed to delete contact",
  }),
};
