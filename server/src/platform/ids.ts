import { randomUUID } from "node:crypto";

/** Opaque record ids. */
export const newId = (): string => randomUUID();
