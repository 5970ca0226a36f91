import { endpoint } from "../endpoint";
import { envelope, idParamSchema, messageAnswerSchema, paged, pageQuerySchema } from "../envelope";
import { ipInputSchema, ipRecordSchema } from "../ip";

const record = envelope(ipRecordSchema);

/** The visitors' address records (admin only). */
export const ipAddressApi = {
  list: endpoint({
    method: "GET",
    path: "/IpAddress/GetAll",
    query: pageQuerySchema,
    response: paged(ipRecordSchema),
    errors: [400, 401],
    summary: "One page of records (page 1 of 10 by default), with search",
    failed: "Failed to fetch IP addresses",
  }),
  get: endpoint({
    method: "GET",
    path: "/IpAddress/GetById/:id",
    params: idParamSchema,
    response: record,
    errors: [400, 401, 404, 409],
    summary: "One IP address record",
    failed: "Failed to fetch IP address",
  }),
  create: endpoint({
    method: "POST",
    path: "/IpAddress/Create",
    body: ipInputSchema,
    response: record,
    errors: [400, 401, 404, 409],
    summary: "Create an IP address record",
    failed: "Failed to create IP address",
  }),
  update: endpoint({
    method: "PUT",
    path: "/IpAddress/Update/:id",
    params: idParamSchema,
    body: ipInputSchema,
    response: record,
    errors: [400, 401, 404, 409],
    summary: "Update an IP address record",
    failed: "Failed to update IP address",
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/IpAddress/Delete/:id",
    params: idParamSchema,
    response: messageAnswerSchema,
    errors: [400, 401, 403, 404],
    summary: "Delete an IP address record",
    failed: "Failed to delete IP address",
  }),
};
