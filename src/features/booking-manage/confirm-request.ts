import { verifyScheduleSchema } from "~/contract/demo";
import { demoApi } from "~/contract/endpoints/demo";
import { call } from "~/lib/http/call";

/** Confirms a held-back demo request with the mailed link's code, as the wizard's code step does. */
export async function confirmDemoRequest(id: string, code: string): Promise<void> {
  const body = verifyScheduleSchema.parse({ id, code });
  await call(demoApi.verify, { body });
}
