import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { generateOtpSchema, loginSchema, resetPasswordSchema, verifyOtpSchema } from "~/contract/auth";
import type { AppContext } from "../context";
import { HttpError } from "../lib/errors";
import { consume } from "../lib/rate-limit";
import { findAdminByEmail, setAdminPassword } from "../services/admins";
import { takeLoginAttempt } from "../services/login-guard";
import { issueCode, verifyCode } from "../services/otp";
import { dummyHash, verifyPassword } from "../services/passwords";
import { authenticate, issueToken, revokeToken } from "../services/tokens";
import { bearer } from "./shared";

const HOUR_MS = 60 * 60 * 1000;
const RESET_TTL_SECONDS = 10 * 60;
const tags = ["Auth"];

const resetMessages: Record<string, [number, string]> = {
  invalid: [400, "Invalid OTP."],
  missing: [400, "Invalid OTP."],
  used: [400, "Invalid OTP."],
  expired: [410, "The code has expired. Please request a new one."],
  locked: [429, "Too many incorrect attempts. Please request a new code."],
};

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { limits } = ctx.config;

  r.post("/Auth/Login", { schema: { tags, body: loginSchema, summary: "Sign in; returns an 8-hour bearer token" } }, async (req) => {
    const email = req.body.email.toLowerCase();
    const attempt = await takeLoginAttempt(ctx, email, req.ip);
    const admin = await findAdminByEmail(ctx.db, email);
    // Unknown emails are checked against a dummy hash so both failures take the same time.
    const valid = await verifyPassword(admin?.passwordHash ?? (await dummyHash()), req.body.password);
    if (!admin || !valid) throw new HttpError(401, "Invalid email or password");
    await attempt.succeeded();
    return { isSuccess: true, message: "Login successful.", token: await issueToken(ctx, admin) };
  });

  r.post("/Auth/Logout", { schema: { tags, security: bearer, summary: "Revoke the bearer token" } }, async (req) => {
    const claims = await authenticate(ctx, req);
    await revokeToken(ctx, claims);
    return { isSuccess: true, message: "You have been signed out." };
  });

  r.post("/Auth/GenerateOtp", { schema: { tags, body: generateOtpSchema, summary: "Email a password-reset code" } }, async (req) => {
    const email = req.body.email.toLowerCase();
    const message = "If this email belongs to an account, a verification code has been sent to it.";
    await consume(ctx.limiter, `reset:ip:${req.ip}`, limits.otpSendsIp, HOUR_MS, "Too many codes requested. Please try again later.");
    await consume(ctx.limiter, `reset:email:${email}`, limits.otpSends, HOUR_MS, "Too many codes requested. Please try again later.");
    const admin = await findAdminByEmail(ctx.db, email);
    if (admin) {
      const code = await issueCode(ctx, "password-reset", admin.email, RESET_TTL_SECONDS);
      await ctx.outbox.send({
        channel: "email",
        to: admin.email,
        subject: "Your password reset code",
        text: `Your password reset code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this email.`,
      });
    }
    return { isSuccess: true, message };
  });

  r.post("/Auth/VerifyOtp", { schema: { tags, body: verifyOtpSchema, summary: "Check a password-reset code" } }, async (req) => {
    const result = await verifyCode(ctx, "password-reset", req.body.email.toLowerCase(), req.body.otp, { consume: false });
    if (result !== "ok") {
      const [status, message] = resetMessages[result]!;
      throw new HttpError(status, message);
    }
    return { isSuccess: true, message: "Code verified." };
  });

  r.post("/Auth/ResetPassword", { schema: { tags, body: resetPasswordSchema, summary: "Set a new password with a code" } }, async (req) => {
    const email = req.body.email.toLowerCase();
    const result = await verifyCode(ctx, "password-reset", email, req.body.otp, { consume: true });
    if (result !== "ok") {
      const [status, message] = resetMessages[result]!;
      throw new HttpError(status, message);
    }
    await setAdminPassword(ctx.db, email, req.body.newPassword, ctx.clock());
    await ctx.limiter.reset(`login:email:${email}`);
    return { isSuccess: true, message: "Your password has been reset. Please sign in." };
  });
}
