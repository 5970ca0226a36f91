// The company's details live in src/shared/company.ts, which the server's visitor mails read too.
export { company } from "../shared/company";
