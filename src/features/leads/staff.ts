import { leadsApi } from "~/contract/endpoints/leads";
import type { StaffMember } from "~/contract/leads";
import { call } from "~/lib/http/call";

/** Who a lead can be assigned to (the lists, the lead page, the bulk bar). */
export async function listStaff(): Promise<StaffMember[]> {
  const answer = await call(leadsApi.staff);
  return answer.data ?? [];
}
