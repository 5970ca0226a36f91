import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactTexts, ContactForm } from "~/features/contact/contact-form";
import { markHydrated } from "~/lib/first-render";
import { session } from "~/lib/auth/session";
import { server } from "../msw/server";
import { gate } from "../msw/visitor-flows";
import { renderRoutes } from "../render";

const SEND = "/api/v1/Contact/ContactUsMailSend";

function renderForm() {
  const utils = renderRoutes(
    [
      { path: "/contact", element: <ContactForm /> },
      { path: "/login", element: <h1>Login</h1> },
    ],
    "/contact",
  );
  session.whenEnded(() => void utils.router.navigate("/login"));
  return utils;
}

const field = (name: RegExp) => screen.getByLabelText(name);

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(field(new RegExp(`^${label}`)), value);
}

const valid = {
  Name: "Asha Verma",
  Email: "asha@example.com",
  Phone: "9876543210",
  Message: "We need a website.",
};

describe("contact form", () => {
  let user: ReturnType<typeof userEvent.setup>;
  beforeEach(() => {
    user = userEvent.setup();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    markHydrated(false);
  });

  it("labels every field and hides the honeypot from people and screen readers", () => {
    renderForm();
    for (const label of [/^Name/, /^Email/, /^Phone/, /^Message/]) expect(field(label)).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: /website/i })).not.toBeInTheDocument();
    const honeypot = document.getElementById("contact-website");
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot?.closest("[aria-hidden='true']")).not.toBeNull();
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  it("shows a message under each missing required field, tied to the input, and sends nothing", async () => {
    const calls = vi.fn();
    server.use(http.post(SEND, () => (calls(), HttpResponse.json({ isSuccess: true }))));
    renderForm();
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    // The first submit waits for the validation chunk to load.
    await screen.findByText("Name is required");
    for (const [label, text] of [
      [/^Name/, "Name is required"],
      [/^Email/, "Email is required"],
      [/^Message/, "Message is required"],
    ] as const) {
      const input = field(label);
      expect(input).toHaveAttribute("aria-invalid", "true");
      expect(input).toHaveAccessibleDescription(text);
    }
    expect(field(/^Phone/)).toHaveAttribute("aria-invalid", "false");
    expect(field(/^Name/)).toHaveFocus();
    expect(calls).not.toHaveBeenCalled();
  });

  it("rejects an invalid email and clears a field's error as soon as it is edited", async () => {
    renderForm();
    await user.type(field(/^Email/), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(field(/^Email/)).toHaveAccessibleDescription("Enter a valid email address");
    expect(screen.getByText("Name is required")).toBeInTheDocument();
    await user.type(field(/^Name/), "A");
    expect(screen.queryByText("Name is required")).not.toBeInTheDocument();
    expect(field(/^Name/)).toHaveAttribute("aria-invalid", "false");
    expect(screen.getByText("Enter a valid email address")).toBeInTheDocument();
    await user.type(field(/^Email/), "x");
    expect(screen.queryByText("Enter a valid email address")).not.toBeInTheDocument();
  });

  it("shows 'Sending...' on a disabled button, sends once, then confirms and clears the form", async () => {
    const bodies: unknown[] = [];
    const answer = gate();
    server.use(
      http.post(SEND, async ({ request }) => {
        bodies.push(await request.json());
        await answer.opened;
        return HttpResponse.json({ isSuccess: true, message: "Message sent" });
      }),
    );
    renderForm();
    await fill(user, valid);
    const button = screen.getByRole("button", { name: "Send Message" });
    await user.click(button);
    expect(await screen.findByRole("button", { name: "Sending..." })).toBe(button);
    expect(button).toBeDisabled();
    await user.click(button);
    answer.open();
    expect(await screen.findByRole("status")).toHaveTextContent(contactTexts.success);
    expect(contactTexts.success).toBe("Thank you! Your message has been sent successfully.");
    expect(bodies).toEqual([
      {
        name: "Asha Verma",
        email: "asha@example.com",
        phone: "9876543210",
        message: "We need a website.",
        website: "",
        fillMs: expect.any(Number),
      },
    ]);
    for (const label of [/^Name/, /^Email/, /^Phone/, /^Message/]) expect(field(label)).toHaveValue("");
    expect(button).toHaveTextContent("Send Message");
    expect(button).toBeEnabled();
  });

  it("times the page's own form from navigation start, and a next message from the cleared form", async () => {
    const bodies: { fillMs?: number; website?: string }[] = [];
    server.use(
      http.post(SEND, async ({ request }) => {
        bodies.push((await request.json()) as (typeof bodies)[number]);
        return HttpResponse.json({ isSuccess: true, message: "Message sent" });
      }),
    );
    // The page hydrated late (at 2.5 s) on a slow phone; the visitor could type from the start.
    let now = 2_500;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    renderForm();
    await fill(user, valid);
    now = 3_500;
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("status")).toHaveTextContent(contactTexts.success);

    now = 10_000;
    await fill(user, valid);
    now = 19_000;
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies.map((b) => [b.fillMs, b.website])).toEqual([
      [3_500, ""],
      [15_500, ""],
    ]);
  });

  it("times a form shown after the page hydrated from when it was shown", async () => {
    const bodies: { fillMs?: number }[] = [];
    server.use(
      http.post(SEND, async ({ request }) => {
        bodies.push((await request.json()) as (typeof bodies)[number]);
        return HttpResponse.json({ isSuccess: true, message: "Message sent" });
      }),
    );
    markHydrated();
    let now = 40_000;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    renderForm();
    await fill(user, valid);
    now = 44_250;
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.fillMs).toBe(4_250);
  });

  it("sends the honeypot's text when something filled it", async () => {
    const bodies: { website?: string }[] = [];
    server.use(
      http.post(SEND, async ({ request }) => {
        bodies.push((await request.json()) as (typeof bodies)[number]);
        return HttpResponse.json({ isSuccess: true, message: "Message sent" });
      }),
    );
    renderForm();
    await fill(user, valid);
    fireEvent.change(document.getElementById("contact-website")!, {
      target: { value: "http://bot.example" },
    });
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    // The visitor (a bot) sees a person's success.
    expect(await screen.findByRole("status")).toHaveTextContent(contactTexts.success);
    expect(bodies).toEqual([expect.objectContaining({ website: "http://bot.example" })]);
  });

  it("sends the visit's first touch from sessionStorage with the message", async () => {
    sessionStorage.setItem(
      "firstTouch",
      JSON.stringify({ landingPage: "/pricing", utmSource: "newsletter" }),
    );
    const bodies: unknown[] = [];
    server.use(
      http.post(SEND, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ isSuccess: true, message: "Message sent" });
      }),
    );
    renderForm();
    await fill(user, valid);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("status")).toHaveTextContent(contactTexts.success);
    expect(bodies).toEqual([expect.objectContaining({ landingPage: "/pricing", utmSource: "newsletter" })]);
    sessionStorage.removeItem("firstTouch");
  });

  it("keeps the typed text and says so when sending fails; a new submit starts again from idle", async () => {
    server.use(
      http.post(SEND, () => HttpResponse.json({ isSuccess: false, message: "Mail down" }, { status: 500 })),
    );
    renderForm();
    await fill(user, valid);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Sorry, there was an error sending your message. Please try again.",
    );
    expect(field(/^Name/)).toHaveValue("Asha Verma");
    expect(field(/^Message/)).toHaveValue("We need a website.");

    const answer = gate();
    server.use(
      http.post(SEND, async () => {
        await answer.opened;
        return HttpResponse.json({ isSuccess: true });
      }),
    );
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await screen.findByRole("button", { name: "Sending..." });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    answer.open();
    expect(await screen.findByRole("status")).toHaveTextContent(contactTexts.success);
  });

  it("treats an answer with isSuccess false as a failure, never as sent", async () => {
    server.use(http.post(SEND, () => HttpResponse.json({ isSuccess: false })));
    renderForm();
    await fill(user, valid);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(contactTexts.failure);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("reports a failure when the server does not answer within 10 seconds", async () => {
    server.use(
      http.post(SEND, async () => {
        await delay("infinite");
        return HttpResponse.json({ isSuccess: true });
      }),
    );
    renderForm();
    await fill(user, valid);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(9_900));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole("alert")).toHaveTextContent(contactTexts.failure);
    expect(field(/^Name/)).toHaveValue("Asha Verma");
  });

  it("a 401 lands on /login with the stored session cleared", async () => {
    session.start("t", "a@example.com");
    server.use(
      http.post(SEND, () =>
        HttpResponse.json({ isSuccess: false, message: "Unauthorized" }, { status: 401 }),
      ),
    );
    const { router } = renderForm();
    await fill(user, valid);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(await screen.findByRole("heading", { name: "Login" })).toBeInTheDocument();
    expect(session.token()).toBeNull();
    expect(sessionStorage.getItem("email")).toBeNull();
    expect(sessionStorage.getItem("isLoggedIn")).toBeNull();
  });
});
