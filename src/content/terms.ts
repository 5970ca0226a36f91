import data from "./data/terms.json";
import { legalPage } from "./legal-page";

/** The texts of /terms-and-conditions (data/terms.json). */
export const terms = legalPage(data);
