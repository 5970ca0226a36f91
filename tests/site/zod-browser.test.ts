import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "~/lib/zod-browser";

// The site's CSP has no 'unsafe-eval': zod must not even probe `new Function` in the browser.
describe("the site's zod", () => {
  afterEach(() => vi.restoreAllMocks());

  it("parses object schemas without compiling them with Function", () => {
    const compile = vi.spyOn(globalThis, "Function");
    const schema = z.object({ name: z.string().min(1), tags: z.array(z.object({ id: z.number() })) });
    expect(schema.parse({ name: "A", tags: [{ id: 1 }] })).toEqual({ name: "A", tags: [{ id: 1 }] });
    expect(schema.safeParse({ name: "", tags: [] }).success).toBe(false);
    expect(compile).not.toHaveBeenCalled();
  });
});
