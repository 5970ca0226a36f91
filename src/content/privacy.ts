import data from "./data/privacy.json";

/** The texts of /privacy (data/privacy.json): a default notice for an Indian company under the DPDP Act. */
export const privacy = data;
