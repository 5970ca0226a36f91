// The booking module's one public face: other modules and the app import it only from here.
export * from "./after-change";
export { joinWithoutDemos } from "./availability";
export * from "./availability.routes";
export * from "./booking.routes";
export * from "./calendar.routes";
export * from "./change";
export * from "./demo.routes";
export * from "./handover";
export * from "./reminders";
export * from "./jobs";
