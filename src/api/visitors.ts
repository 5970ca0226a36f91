import { envelope } from "~/contract/envelope";
import { trackVisitorSchema } from "~/contract/ip";
import { request } from "~/lib/http/api-client";
import { z } from "zod";

const TRACK_FAILED = "Failed to track visitor IP";

/** POST /IpAddress/TrackVisitor: records this visit (the server reads the IP; the browser adds its timezone). */
export async function trackVisitor(timezone?: string): Promise<void> {
  const data = trackVisitorSchema.parse({ timezone });
  await request(
    envelope(z.unknown()),
    { method: "POST", url: "/IpAddress/TrackVisitor", data },
    TRACK_FAILED,
  );
}
