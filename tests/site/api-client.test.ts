import { delay, http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, API_TIMEOUT_MS, ApiError, setLoginRedirect, toApiError } from "~/lib/api-client";
import { createContact, sendContactMessage } from "~/services/contact-messages";
import { resendDemoOtp, sendDemoOtp, submitDemoRequest, verifyDemoSchedule } from "~/services/demo-booking";
import { trackVisitor } from "~/services/visitors";
import { server } from "./msw/server";

const contact = { name: "Asha", email: "asha@example.com", phone: "", message: "Hello" };
const demo = {
  fullName: "Ravi",
  companyName: "",
  phone: "9876543210",
  email: "ravi@example.com",
  comment: "Hi",
};

function startSession() {
  sessionStorage.setItem("token", "tok-123");
  sessionStorage.setItem("email", "admin@example.com");
  sessionStorage.setItem("isLoggedIn", "true");
}

describe("api client", () => {
  let redirect: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    redirect = vi.fn<() => void>();
    setLoginRedirect(redirect);
  });
  afterEach(() => vi.useRealTimers());

  it("sends JSON to the /api base and adds the bearer token only when one is held", async () => {
    const seen: { auth: string | null; type: string | null; url: string }[] = [];
    server.use(
      http.post("/api/echo", ({ request }) => {
        seen.push({
          auth: request.headers.get("authorization"),
          type: request.headers.get("content-type"),
          url: new URL(request.url).pathname,
        });
        return HttpResponse.json({ isSuccess: true });
      }),
    );
    await api.post("/echo", { a: 1 });
    startSession();
    await api.post("/echo", { a: 1 });
    expect(seen).toEqual([
      { auth: null, type: "application/json", url: "/api/echo" },
      { auth: "Bearer tok-123", type: "application/json", url: "/api/echo" },
    ]);
    expect(api.defaults.timeout).toBe(10_000);
  });

  it("on 401 clears token, email and session flag and goes to /login once for several failing calls", async () => {
    startSession();
    server.use(http.get("/api/secret/:n", () => HttpResponse.json({ isSuccess: false }, { status: 401 })));
    const results = await Promise.allSettled([1, 2, 3].map((n) => api.get(`/secret/${n}`)));
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected", "rejected"]);
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem("token")).toBeNull();
    expect(sessionStorage.getItem("email")).toBeNull();
    expect(sessionStorage.getItem("isLoggedIn")).toBeNull();
  });

  it("ends a call after 10 s and reports it as a timeout failure with the caller's fallback", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    server.use(
      http.post("/api/v1/Contact/ContactUsMailSend", async () => {
        await delay("infinite");
        return HttpResponse.json({ isSuccess: true });
      }),
    );
    let outcome: unknown = "pending";
    sendContactMessage(contact).then(
      () => (outcome = "sent"),
      (e: unknown) => (outcome = e),
    );
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 100);
    expect(outcome).toBe("pending");
    await vi.advanceTimersByTimeAsync(200);
    expect(outcome).toBeInstanceOf(ApiError);
    expect(outcome).toMatchObject({ kind: "timeout", message: "Failed to send message. Try again later." });
  });

  it("reports a network failure as such", async () => {
    server.use(http.post("/api/v1/Contact/Create", () => HttpResponse.error()));
    await expect(createContact(contact)).rejects.toMatchObject({
      kind: "network",
      message: "Failed to create contact. Try again later.",
    });
  });

  it("uses the server's message when it gives one, the SPEC fallback otherwise", async () => {
    server.use(
      http.post("/api/v1/Contact/ContactUsMailSend", () =>
        HttpResponse.json(
          { isSuccess: false, message: "Too many messages" },
          { status: 429, headers: { "Retry-After": "60" } },
        ),
      ),
      http.post("/api/v1/Contact/Create", () => HttpResponse.json({ isSuccess: false })),
    );
    await expect(sendContactMessage(contact)).rejects.toMatchObject({
      kind: "http",
      status: 429,
      message: "Too many messages",
      retryAfterSeconds: 60,
    });
    await expect(createContact(contact)).rejects.toMatchObject({
      kind: "http",
      message: "Failed to create contact. Try again later.",
    });
  });

  it("never reads an unreadable answer as success", async () => {
    server.use(
      http.post("/api/v1/Contact/SendOtp", () => HttpResponse.json({ isSuccess: true, data: { id: 7 } })),
      http.post(
        "/api/IpAddress/TrackVisitor",
        () => new HttpResponse("<html>", { headers: { "Content-Type": "text/html" } }),
      ),
    );
    await expect(sendDemoOtp(demo)).rejects.toMatchObject({
      kind: "invalid-response",
      message: "Failed to send verification code",
    });
    await expect(trackVisitor("Asia/Kolkata")).rejects.toMatchObject({
      message: "Failed to track visitor IP",
    });
  });

  it("maps the demo fields onto each call's body", async () => {
    const bodies: Record<string, unknown> = {};
    const record =
      (key: string, data?: object) =>
      async ({ request }: { request: Request }) => {
        bodies[key] = await request.text().then((t) => (t ? JSON.parse(t) : null));
        return HttpResponse.json({ isSuccess: true, data });
      };
    server.use(
      http.post("/api/v1/Contact/SendOtp", record("send", { id: "r9", expiresInSeconds: 120 })),
      http.post("/api/Book/ResendOtp/r9", record("resend", { id: "r9", expiresInSeconds: 120 })),
      http.post("/api/Book/VerifySchedule", record("verify")),
      http.post("/api/v1/Contact/SubmitDemoRequest", record("submit")),
      http.post("/api/IpAddress/TrackVisitor", record("track")),
    );
    await expect(sendDemoOtp(demo)).resolves.toEqual({ id: "r9", expiresInSeconds: 120 });
    await expect(resendDemoOtp("r9")).resolves.toEqual({ id: "r9", expiresInSeconds: 120 });
    await verifyDemoSchedule("r9", "123456");
    await submitDemoRequest(demo);
    await trackVisitor("Asia/Kolkata");
    expect(bodies).toEqual({
      send: {
        fullName: "Ravi",
        companyName: "",
        mobile: "9876543210",
        email: "ravi@example.com",
        comment: "Hi",
      },
      resend: null,
      verify: { id: "r9", code: "123456" },
      submit: {
        fullName: "Ravi",
        companyName: "",
        mobileNo: "9876543210",
        email: "ravi@example.com",
        comment: "Hi",
      },
      track: { timezone: "Asia/Kolkata" },
    });
  });

  it("keeps an ApiError as it is and names unknown throwables as unreadable", () => {
    const original = new ApiError("x", "http", 400);
    expect(toApiError(original, "fallback")).toBe(original);
    expect(toApiError(new Error("boom"), "fallback")).toMatchObject({
      kind: "invalid-response",
      message: "fallback",
    });
  });
});
