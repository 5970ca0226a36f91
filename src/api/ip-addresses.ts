import { ipRecordSchema, type IpRecord } from "~/contract/ip";
import { deleteById, fetchPage, type PageOf, type PageRequest } from "./paging";

/** GET /IpAddress/GetAll in its paged form (search on IP text, country or city). */
export const listIpAddresses = (page: PageRequest): Promise<PageOf<IpRecord>> =>
  fetchPage(ipRecordSchema, "/IpAddress/GetAll", page, "Failed to fetch IP addresses");

/** DELETE /IpAddress/Delete/{id}. */
export const deleteIpAddress = (id: string): Promise<void> =>
  deleteById("/IpAddress/Delete", id, "Failed to delete IP address");
