import { setupServer } from "msw/node";
import { handlers } from "./handlers";

/** One MSW server for all site tests; tests add per-case handlers with server.use(). */
export const server = setupServer(...handlers);
