import { describe, expect, it } from "vitest";
import { withoutPostBody } from "../../scripts/insights/lean-post-data";

/** A page as React Router prerenders it: its loader data as a turbo-stream in one escaped string literal. */
function page(values: unknown[], rest = "") {
  const literal = JSON.stringify(`${JSON.stringify(values)}\n${rest}`).replace(
    /[&><\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return `<main><p>Body &amp; more</p></main><script>window.__reactRouterContext.streamController.enqueue(${literal});</script><script>window.__reactRouterContext.streamController.close();</script>`;
}

const decode = (html: string) => {
  const literal = /enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(html)![1]!;
  const stream = JSON.parse(literal) as string;
  return JSON.parse(stream.slice(0, stream.indexOf("\n"))) as unknown[];
};

// [root, "loaderData", {route}, "routes/insights-post", {post}, "post", {fields}, "title", …, "html", body]
const values = [
  { _1: 2 },
  "loaderData",
  { _3: 4 },
  "routes/insights-post",
  { _5: 6, _11: 12 },
  "post",
  { _7: 8, _9: 10 },
  "title",
  "Costs <and> limits",
  "html",
  "<p>Body &amp; more</p>",
  "authorRole",
  "Co-Founder",
];

describe("a post page's inline data without the post's body", () => {
  it("empties the body and keeps every other value, escaped as the router escapes them", () => {
    const lean = withoutPostBody(page(values), "post.html");
    const after = decode(lean);
    expect(after[10]).toBe("");
    expect(after.filter((_, i) => i !== 10)).toEqual(values.filter((_, i) => i !== 10));
    // The markup is untouched and the literal still cannot close its script element.
    expect(lean.startsWith("<main><p>Body &amp; more</p></main>")).toBe(true);
    expect(lean).toContain("Costs \\u003cand\\u003e limits");
    expect(lean.match(/<\/script>/g)).toHaveLength(2);
  });

  it("keeps what follows the loader data's line (deferred values) as it was", () => {
    const lean = withoutPostBody(page(values, 'P1:["later"]\n'), "post.html");
    const stream = JSON.parse(/enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(lean)![1]!) as string;
    expect(stream.endsWith('\nP1:["later"]\n')).toBe(true);
  });

  it("refuses a page it cannot read rather than write one that cannot hydrate", () => {
    expect(() => withoutPostBody("<main></main>", "a.html")).toThrow(
      "a.html: the router's inline data was not found.",
    );
    expect(() => withoutPostBody(page(values.slice(0, 9)), "b.html")).toThrow(
      "b.html: expected one post body in the inline data, found 0.",
    );
    // A literal the router would not have written (here `<` left unescaped inside it).
    const odd = page(values).replace("\\u003cand", "<and");
    expect(() => withoutPostBody(odd, "c.html")).toThrow(
      "c.html: the router's inline data is not written as this build step expects.",
    );
  });
});
