import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordProblem } from "../../../server/src/modules/identity/password-strength";
import { admin, auth, json, latestCode, startTestApp, type TestApp } from "../helpers";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("the one password checker (NIST SP 800-63B)", () => {
  it("takes 12 to 128 characters and refuses common or guessable ones with the reason", () => {
    expect(passwordProblem("Short-pw-1")).toBe("Password must be at least 12 characters");
    expect(passwordProblem("x".repeat(129))).toBe("Password must be at most 128 characters");
    expect(passwordProblem("passwordpassword")).toMatch(/^This password is too easy to guess\. Repeated/);
    expect(passwordProblem("qwertyuiop123")).toMatch(
      /too easy to guess\. This is similar to a commonly used password/,
    );
    expect(passwordProblem("Tr1cky-Lantern-Walnut-88")).toBeUndefined();
    expect(passwordProblem(`${"Ab3-".repeat(32)}`)).toMatch(/too easy/);
  });

  it("counts the member's own email as an easy guess", () => {
    expect(passwordProblem("Jaswinder-2026")).toBeUndefined();
    expect(passwordProblem("Jaswinder-2026", ["jaswinder.kaur@example.org"])).toMatch(/personal/);
  });
});

describe("every place a password is set applies it", () => {
  it("password reset: a weak new password is refused on its field with the reason, and the code still works", async () => {
    await t.app.inject({ method: "POST", url: "/api/Auth/GenerateOtp", payload: { email: admin.email } });
    await t.idle();
    const otp = latestCode(t, admin.email);
    const weak = await t.app.inject({
      method: "POST",
      url: "/api/Auth/ResetPassword",
      payload: { email: admin.email, otp, newPassword: "passwordpassword" },
    });
    expect(weak.statusCode).toBe(400);
    expect(json(weak).message).toMatch(/too easy to guess/);
    expect(json(weak).errors).toEqual([{ path: "newPassword", message: json(weak).message }]);
    const long = await t.app.inject({
      method: "POST",
      url: "/api/Auth/ResetPassword",
      payload: { email: admin.email, otp, newPassword: "Tr1cky-".repeat(19) },
    });
    expect(long.statusCode).toBe(400);
    expect(json(long).message).toBe("Password must be at most 128 characters");
    const strong = await t.app.inject({
      method: "POST",
      url: "/api/Auth/ResetPassword",
      payload: { email: admin.email, otp, newPassword: "Tr1cky-Lantern-Walnut-88" },
    });
    expect(strong.statusCode).toBe(200);
  });

  it("invitation accept: a weak password is refused and the link stays usable", async () => {
    const email = "jaswinder.kaur@example.org";
    // The reset above ended every session of the admin: sign in again with the new password.
    const signedIn = await t.app.inject({
      method: "POST",
      url: "/api/Auth/Login",
      payload: { email: admin.email, password: "Tr1cky-Lantern-Walnut-88" },
    });
    const invited = await t.app.inject({
      method: "POST",
      url: "/api/Team/Invitations",
      headers: auth(json(signedIn).token as string),
      payload: { email },
    });
    expect(invited.statusCode).toBe(200);
    await t.idle(); // the invitation is mailed after the answer
    const link = /#(\S+)/.exec(
      t
        .outbox()
        .filter((m) => m.to === email)
        .at(-1)!.text,
    )![1]!;
    const accept = (password: string) =>
      t.app.inject({ method: "POST", url: "/api/Team/AcceptInvitation", payload: { token: link, password } });
    const weak = await accept("Jaswinder-2026");
    expect(weak.statusCode).toBe(400);
    expect(json(weak).message).toMatch(/too easy to guess/);
    expect((await accept("Quiet-harbour-Lamp-51")).statusCode).toBe(200);
  });

  it("npm run admin: a weak --password is refused with the reason before anything is written", async () => {
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "server/src/cli.ts",
        "create",
        "--email",
        "ops@example.com",
        "--password",
        "password1234",
      ],
      {
        env: { ...process.env, DATA_DIR: "/nonexistent-data-dir-for-this-test" },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (out += c.toString()));
    const code = await new Promise((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(out).toMatch(/too easy to guess/);
  });
});
