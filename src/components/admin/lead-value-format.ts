import { formatInr } from "~/content/pricing";

/** A lead's value as the lists and the pipeline show it: "₹2,50,000", or "—" when none is set. */
export const formatLeadValue = (value: number | null) => (value === null ? "—" : formatInr(value));
