/** What the log keeps of an error. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/**
 * The log's view of an error. Drizzle puts a failed query's bound parameters (emails, messages) in
 * its message, and PostgreSQL puts row values in `detail`: the log keeps the query text, the codes
 * and names of what failed, never the values.
 */
export function serializeError(err: Error, depth = 0): LoggedError {
  const e = err as Error & Record<string, unknown>;
  const message = withoutParams(String(e.message));
  const out: LoggedError = {
    type: e.constructor?.name ?? e.name,
    message,
    stack: (e.stack ?? "").replace(e.message, message),
  };
  for (const key of ["code", "statusCode", "severity", "constraint", "table", "column", "routine"]) {
    const value = e[key];
    if (typeof value === "string" || typeof value === "number") out[key] = value;
  }
  const cause = e.cause;
  if (cause instanceof Error && depth < 3) out.cause = serializeError(cause, depth + 1);
  else if (typeof cause === "string" || typeof cause === "number") out.cause = withoutParams(String(cause));
  return out;
}

function withoutParams(text: string): string {
  const at = text.indexOf("\nparams: ");
  return at === -1 ? text : `${text.slice(0, at)}\nparams: [not logged]`;
}
