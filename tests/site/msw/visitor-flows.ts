import { http, HttpResponse } from "msw";

/** The right code in tests; any other six digits is wrong. */
export const GOOD_OTP = "123456";
export const OTP_ID = "demo-req-1";

// Happy-path answers of the public endpoints, as interfaces.md describes the server's.
export const visitorFlowHandlers = [
  http.post("/api/v1/Contact/ContactUsMailSend", () =>
    HttpResponse.json({ isSuccess: true, message: "Message sent" }),
  ),
  http.post("/api/v1/Contact/Create", () =>
    HttpResponse.json({ isSuccess: true, message: "Contact created" }),
  ),
  http.post("/api/v1/Contact/SendOtp", () =>
    HttpResponse.json({ isSuccess: true, data: { id: OTP_ID, expiresInSeconds: 120 } }),
  ),
  http.post("/api/Book/ResendOtp/:id", ({ params }) =>
    HttpResponse.json({ isSuccess: true, data: { id: String(params.id), expiresInSeconds: 120 } }),
  ),
  http.post("/api/Book/VerifySchedule", async ({ request }) => {
    const body = (await request.json()) as { id?: string; code?: string };
    return body.code === GOOD_OTP
      ? HttpResponse.json({ isSuccess: true, message: "Demo scheduled" })
      : HttpResponse.json({ isSuccess: false, message: "Invalid OTP." }, { status: 400 });
  }),
  http.post("/api/v1/Contact/SubmitDemoRequest", () =>
    HttpResponse.json({ isSuccess: true, message: "Demo request submitted" }),
  ),
  http.post("/api/IpAddress/TrackVisitor", () => HttpResponse.json({ isSuccess: true })),
  http.post("/api/Analytics/Collect", () => new HttpResponse(null, { status: 202 })),
];

/** A gate a handler waits on, so a test can look at the busy state before the answer arrives. */
export function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}
