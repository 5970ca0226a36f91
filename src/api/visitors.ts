import { trackVisitorSchema } from "~/contract/ip";
import { api, expectSuccess, toApiError } from "~/lib/api-client";

export const visitorFallbacks = { track: "Failed to track visitor IP" } as const;

/** POST /IpAddress/TrackVisitor: records this visit (the server reads the IP; the browser adds its timezone). */
export async function trackVisitor(timezone?: string): Promise<void> {
  try {
    const { data } = await api.post<unknown>(
      "/IpAddress/TrackVisitor",
      trackVisitorSchema.parse({ timezone }),
    );
    expectSuccess(data, visitorFallbacks.track);
  } catch (error) {
    throw toApiError(error, visitorFallbacks.track);
  }
}
