import { delay, http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, API_TIMEOUT_MS, ApiError, toApiError } from "~/lib/http/api-client";
import { session } from "~/lib/auth/session";
import { sendContactMessage } from "~/features/contact/send-message";
import { resendDemoOtp, sendDemoOtp, verifyDemoSchedule } from "~/features/demo-booking/demo-calls";
import { trackVisitor } from "~/features/visitor-tracking/track-visitor";
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
  session.start("tok-123", "admin@example.com");
}

describe("api client", () => {
  let redirect: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    redirect = vi.fn<() => void>();
    session.whenEnded(redirect);
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

  it("keeps the token in memory only: the flag and email in sessionStorage, nothing in any storage or cookie", () => {
    startSession();
    expect(session.token()).toBe("tok-123");
    expect(sessionStorage.getItem("isLoggedIn")).toBe("true");
    expect(sessionStorage.getItem("email")).toBe("admin@example.com");
    const stored = [
      ...Object.values({ ...sessionStorage }),
      ...Object.values({ ...localStorage }),
      document.cookie,
    ].join(" ");
    expect(stored).not.toContain("tok-123");
    expect(api.defaults.withCredentials).toBe(true);
  });

  it("on 401 renews the token once through the refresh cookie and sends the calls again", async () => {
    startSession();
    let refreshes = 0;
    server.use(
      http.post("/api/Auth/Refresh", () => {
        refreshes += 1;
        return HttpResponse.json({ isSuccess: true, token: "tok-456" });
      }),
      http.get("/api/secret/:n", ({ request, params }) =>
        request.headers.get("authorization") === "Bearer tok-456"
          ? HttpResponse.json({ n: params.n })
          : HttpResponse.json({ isSuccess: false }, { status: 401 }),
      ),
    );
    const answers = await Promise.all([1, 2, 3].map((n) => api.get(`/secret/${n}`)));
    expect(answers.map((a) => (a.data as { n: string }).n)).toEqual(["1", "2", "3"]);
    expect(refreshes).toBe(1);
    expect(session.token()).toBe("tok-456");
    expect(redirect).not.toHaveBeenCalled();
  });

  it("when the renewal is refused, clears token, email and flag and goes to /login once for several calls", async () => {
    startSession();
    server.use(
      http.post("/api/Auth/Refresh", () => HttpResponse.json({ isSuccess: false }, { status: 401 })),
      http.get("/api/secret/:n", () => HttpResponse.json({ isSuccess: false }, { status: 401 })),
    );
    const results = await Promise.allSettled([1, 2, 3].map((n) => api.get(`/secret/${n}`)));
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected", "rejected"]);
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(session.token()).toBeNull();
    expect(sessionStorage.getItem("email")).toBeNull();
    expect(sessionStorage.getItem("isLoggedIn")).toBeNull();
  });

  it("renews once only: a call refused again with the new token ends the session", async () => {
    startSession();
    server.use(
      http.post("/api/Auth/Refresh", () => HttpResponse.json({ isSuccess: true, token: "tok-456" })),
      http.get("/api/secret", () => HttpResponse.json({ isSuccess: false }, { status: 401 })),
    );
    await expect(api.get("/secret")).rejects.toMatchObject({ response: { status: 401 } });
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(session.token()).toBeNull();
  });

  it("leaves the session alone on a 401 to a call that carried no token (a refused sign-in)", async () => {
    server.use(http.post("/api/Auth/Login", () => HttpResponse.json({ isSuccess: false }, { status: 401 })));
    await expect(api.post("/Auth/Login", {})).rejects.toMatchObject({ response: { status: 401 } });
    expect(redirect).not.toHaveBeenCalled();
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

  it("gives a call that asks for longer (an upload) its own limit", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    server.use(
      http.post("/api/v1/Media", async () => {
        await delay("infinite");
        return HttpResponse.json({ isSuccess: true });
      }),
    );
    let outcome: unknown = "pending";
    api.post("/v1/Media", {}, { timeout: 60_000 }).then(
      () => (outcome = "sent"),
      (e: unknown) => (outcome = e),
    );
    await vi.advanceTimersByTimeAsync(59_900);
    expect(outcome).toBe("pending");
    await vi.advanceTimersByTimeAsync(200);
    expect(outcome).toMatchObject({ code: "ETIMEDOUT", message: "timeout of 60000ms exceeded" });
  });

  it("reports a network failure as such", async () => {
    server.use(http.post("/api/v1/Contact/ContactUsMailSend", () => HttpResponse.error()));
    await expect(sendContactMessage(contact)).rejects.toMatchObject({
      kind: "network",
      message: "Failed to send message. Try again later.",
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
    );
    await expect(sendContactMessage(contact)).rejects.toMatchObject({
      kind: "http",
      status: 429,
      message: "Too many messages",
      retryAfterSeconds: 60,
    });
    server.use(http.post("/api/v1/Contact/ContactUsMailSend", () => HttpResponse.json({ isSuccess: false })));
    await expect(sendContactMessage(contact)).rejects.toMatchObject({
      kind: "http",
      message: "Failed to send message. Try again later.",
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
      http.post("/api/IpAddress/TrackVisitor", record("track")),
    );
    await expect(sendDemoOtp(demo)).resolves.toEqual({ id: "r9", expiresInSeconds: 120 });
    await expect(resendDemoOtp("r9")).resolves.toEqual({ id: "r9", expiresInSeconds: 120 });
    await verifyDemoSchedule("r9", "123456");
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
