/**
 * The log's view of an error. Drizzle puts a failed query's bound parameters (emails, messages) in
 * its message, and PostgreSQL puts row values in `detail`: the log keeps the query text, the codes
 * and names of what failed, never the values.
 */
export function serializeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return typeof err === "string" ? withoutParams(err) : err;
  const e = err as Error & Record<string, unknown>;
  const message = withoutParams(e.message);
  const out: Record<string, unknown> = {
    type: e.constructor?.name ?? e.name,
    message,
    stack: e.stack?.replace(e.message, message),
  };
  for (const key of ["code", "statusCode", "severity", "constraint", "table", "column", "routine"]) {
    const value = e[key];
    if (typeof value === "string" || typeof value === "number") out[key] = value;
  }
  if (e.cause !== undefined && depth < 3) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

function withoutParams(text: string): string {
  const at = text.indexOf("\nparams: ");
  return at === -1 ? text : `${text.slice(0, at)}\nparams: [not logged]`;
}
