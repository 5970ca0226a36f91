import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { expectNoA11yViolations, expect, test } from "./fixtures";
import { pageHydrated, rejectConsent, settled } from "./flows";

// Search on /insights: nothing of it loads before the box is focused; then a word found only in one
// post's body finds that post, and the keyboard opens it.

interface Source {
  slug: string;
  title: string;
  head: string;
  body: string;
}

/** The published posts as written: front matter words (title, description, tags) and body prose. */
function sources(): Source[] {
  const dir = "content/insights";
  return readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .flatMap((f) => {
      const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(join(dir, f), "utf8"));
      const fm = parse(match![1]!) as { title: string; description: string; tags: string[]; draft?: boolean };
      if (fm.draft) return [];
      const body = match![2]!
        .replace(/```[\s\S]*?```/g, " ")
        .replace(/`[^`]*`/g, " ")
        .replace(/\]\([^)]*\)/g, "] ")
        .replace(/<[^>]+>/g, " ");
      return [
        {
          slug: f.slice(0, -3),
          title: fm.title,
          head: [fm.title, fm.description, ...fm.tags].join(" "),
          body,
        },
      ];
    });
}

const words = (text: string) => new Set(text.toLowerCase().match(/\p{L}+/gu) ?? []);

/** A long word that appears in one post's body and nowhere else: no title, description, tag or other body. */
function bodyOnlyWord(): { word: string; post: Source } {
  const posts = sources();
  const heads = new Set(posts.flatMap((p) => [...words(p.head)]));
  for (const post of posts) {
    const others = new Set(posts.filter((p) => p !== post).flatMap((p) => [...words(p.body)]));
    const word = [...words(post.body)]
      .filter((w) => w.length >= 8 && !heads.has(w) && !others.has(w))
      .sort()[0];
    if (word) return { word, post };
  }
  throw new Error("No post has a word of its own in its body");
}

const isSearchCode = (url: string) => /search-index\.json|search-engine|minisearch/.test(url);

test("search loads on focus, finds a post by a word only in its body, and the keyboard opens it", async ({
  page,
}) => {
  const { word, post } = bodyOnlyWord();
  const requested: string[] = [];
  page.on("request", (r) => requested.push(r.url()));

  await page.goto("/insights");
  await pageHydrated(page);
  await rejectConsent(page);
  await settled(page);
  expect(requested.filter(isSearchCode), "search files before focus").toEqual([]);

  const box = page.getByRole("combobox", { name: "Search insights" });
  const index = page.waitForRequest(/\/insights\/search-index\.json$/);
  await box.focus();
  await index;
  await box.fill(word);

  const results = page.getByRole("listbox", { name: "Matching posts" });
  const option = results.getByRole("option").filter({ hasText: post.title });
  await expect(option).toBeVisible();
  await expect(option.locator("mark").first()).toHaveText(new RegExp(`^${word}`, "i"));
  await expect(option.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
  await expectNoA11yViolations(page);

  const titles = await results.getByRole("option").allTextContents();
  const position = titles.findIndex((t) => t.includes(post.title));
  for (let i = 0; i <= position; i += 1) await box.press("ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
  await box.press("Enter");

  await expect(page).toHaveURL(new RegExp(`/insights/${post.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
});

test("Escape closes the results, and a second Escape clears the box", async ({ page }) => {
  const { word } = bodyOnlyWord();
  await page.goto("/insights");
  await pageHydrated(page);
  await rejectConsent(page);
  const box = page.getByRole("combobox", { name: "Search insights" });
  await box.fill(word);
  await expect(page.getByRole("listbox", { name: "Matching posts" })).toBeVisible();
  await box.press("Escape");
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(box).toHaveValue(word);
  await box.press("Escape");
  await expect(box).toHaveValue("");
});
