import { visitorApi } from "~/contract/endpoints/visitors";
import { trackVisitorSchema } from "~/contract/ip";
import { call } from "~/lib/http/call";

/** Records this visit: the server reads the IP; the browser adds its timezone. */
export async function trackVisitor(timezone?: string): Promise<void> {
  await call(visitorApi.track, { body: trackVisitorSchema.parse({ timezone }) });
}
