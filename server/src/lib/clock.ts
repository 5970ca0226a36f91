/** The time source; tests inject a movable one to check expiry without waiting. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** The UTC calendar day of an instant, as YYYY-MM-DD. */
export const utcDay = (d: Date) => d.toISOString().slice(0, 10);
