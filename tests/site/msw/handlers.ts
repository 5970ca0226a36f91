import type { RequestHandler } from "msw";

// Default handlers by resource; each feature adds its own file and spreads it here.
export const handlers: RequestHandler[] = [];
