import { onFirstUse } from "~/lib/on-first-use";

const percent = onFirstUse(() => new Intl.NumberFormat("en", { style: "percent", maximumFractionDigits: 1 }));
const signed = onFirstUse(
  () =>
    new Intl.NumberFormat("en", { style: "percent", maximumFractionDigits: 0, signDisplay: "exceptZero" }),
);

/** A share, 0.4215 → "42.2%". */
export const formatPercent = (share: number) => percent().format(share);

/** A change against the compared period, 0.25 → "+25%", 0 → "0%". */
export const formatChange = (delta: number) => signed().format(delta);
