import data from "./data/terms.json";

/** The texts of /terms-and-conditions (data/terms.json). */
export const terms = data;
