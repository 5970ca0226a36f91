import { endpoint } from "../endpoint";
import {
  demoRequestSchema,
  otpChallengeSchema,
  sendOtpSchema,
  submitDemoRequestSchema,
  verifyAnswerSchema,
  verifyScheduleSchema,
} from "../demo";
import { envelope, idParamSchema, messageAnswerSchema, paged } from "../envelope";
import { leadListQuerySchema } from "../leads";

const challenge = envelope(otpChallengeSchema);

/** The demo wizard's calls (a request, its code, its confirmation) and the demo request records (docs/product.md §3). */
export const demoApi = {
  sendOtp: endpoint({
    method: "POST",
    path: "/v1/Contact/SendOtp",
    body: sendOtpSchema,
    response: challenge,
    errors: [400, 404, 409, 429, 503],
    summary: "Create a pending demo request and send its code",
    failed: "Failed to send verification code",
  }),
  submit: endpoint({
    method: "POST",
    path: "/v1/Contact/SubmitDemoRequest",
    body: submitDemoRequestSchema,
    response: challenge,
    errors: [400, 404, 409, 429, 503],
    summary: "The same flow in the spec's shape (mobileNo)",
    failed: "Failed to send verification code",
  }),
  resendOtp: endpoint({
    method: "POST",
    path: "/Book/ResendOtp/:id",
    params: idParamSchema,
    response: challenge,
    errors: [400, 404, 409, 429, 503],
    summary: "A new code (once per 30 s, 5 times)",
    failed: "Failed to send verification code",
  }),
  verify: endpoint({
    method: "POST",
    path: "/Book/VerifySchedule",
    body: verifyScheduleSchema,
    response: verifyAnswerSchema,
    errors: [400, 404, 409, 410, 429],
    summary: "Confirm a demo request with its code",
    failed: "Failed to book schedule.",
  }),
  list: endpoint({
    method: "GET",
    path: "/v1/Contact/DemoRequests",
    query: leadListQuerySchema,
    response: paged(demoRequestSchema),
    errors: [400, 401],
    summary: "Demo requests, paged with search and a status filter",
    failed: "Failed to fetch demo requests",
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/v1/Contact/DemoRequests/:id",
    params: idParamSchema,
    response: messageAnswerSchema,
    errors: [400, 401, 403, 404],
    summary: "Delete a demo request and its codes",
    failed: "Failed to delete demo request",
  }),
};
