// Loaded when the visitor reaches the wizard: the booking calls and the one axios client.
export { toApiError } from "~/lib/http/api-client";
export { demoFallbacks, resendDemoOtp, sendDemoOtp, verifyDemoSchedule } from "./demo-calls";
export { isSlotRefusal } from "~/components/slot-picker/free-slots";
