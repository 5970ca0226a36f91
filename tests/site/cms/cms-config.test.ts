import { parse } from "yaml";
import type { z } from "zod";
import { describe, expect, it } from "vitest";
import { about } from "~/content/about";
import { categories } from "~/content/insights/categories";
import { frontMatterSchema } from "~/content/insights/schema";
import { cmsConfig, insightFields } from "~/features/cms/cms-config";
import { cmsFields, type CmsField } from "~/features/cms/schema-fields";
import { cmsConfigYaml, cmsSettings } from "../../../scripts/cms-build";

// The CMS's collection is generated from the front-matter schema (docs/decisions/0043): these checks
// fail when the two disagree, whoever changed which.

const shape = frontMatterSchema.shape as Record<string, z.ZodType>;
const fields = insightFields();
const byName = (list: CmsField[], name: string) => list.find((f) => f.name === name)!;

/** A value the CMS would store for a field (the first option, a day, one tag…). */
function sample(field: CmsField): unknown {
  switch (field.widget) {
    case "select":
      return field.options![0]!.value;
    case "datetime":
      return "2026-11-26";
    case "boolean":
      return false;
    case "list":
      return Array.from({ length: field.min ?? 1 }, (_, i) => `Tag ${i + 1}`);
    case "object":
      return Object.fromEntries(field.fields!.map((f) => [f.name, sample(f)]));
    case "image":
      return "./images/cover.jpg";
    default:
      return "Some words";
  }
}

const frontMatterFrom = (list: CmsField[], only: (f: CmsField) => boolean) =>
  Object.fromEntries(list.filter((f) => f.name !== "body" && only(f)).map((f) => [f.name, sample(f)]));

describe("the CMS collection generated from the front-matter schema", () => {
  it("has one field per front-matter field, in the schema's order, then the Markdown body", () => {
    expect(fields.map((f) => f.name)).toEqual([...Object.keys(shape), "body"]);
    expect(byName(fields, "body")).toMatchObject({ widget: "markdown", required: true });
  });

  it("marks a field required exactly when the schema needs it in the file", () => {
    for (const [name, schema] of Object.entries(shape)) {
      expect(byName(fields, name).required, name).toBe(!schema.safeParse(undefined).success);
    }
  });

  it("makes a file the schema accepts from the required fields alone, and refuses it without any one of them", () => {
    const minimal = frontMatterFrom(fields, (f) => f.required);
    expect(frontMatterSchema.safeParse(minimal).error?.issues ?? []).toEqual([]);
    expect(frontMatterSchema.safeParse(frontMatterFrom(fields, () => true)).success).toBe(true);
    for (const name of Object.keys(minimal)) {
      const { [name]: _left, ...without } = minimal;
      expect(frontMatterSchema.safeParse(without).success, `without ${name}`).toBe(false);
    }
  });

  it("offers exactly the schema's categories, by name, and the About page's team as authors", () => {
    expect(byName(fields, "category")).toMatchObject({
      widget: "select",
      options: categories.map((c) => ({ value: c.slug, label: c.name })),
    });
    const team = about.team.map((m) => m.name);
    expect(byName(fields, "author").options!.map((o) => o.value)).toEqual(team);
    for (const value of byName(fields, "author").options!.map((o) => o.value)) {
      expect(shape.author!.safeParse(value).success, value).toBe(true);
    }
    expect(shape.author!.safeParse("Someone Else").success).toBe(false);
  });

  it("bounds the tag list as the schema does and stores dates as plain days", () => {
    const tags = byName(fields, "tags");
    expect(tags.widget).toBe("list");
    expect(shape.tags!.safeParse(Array.from({ length: tags.min! - 1 }, (_, i) => `t${i}`)).success).toBe(
      false,
    );
    expect(shape.tags!.safeParse(Array.from({ length: tags.max! }, (_, i) => `t${i}`)).success).toBe(true);
    expect(shape.tags!.safeParse(Array.from({ length: tags.max! + 1 }, (_, i) => `t${i}`)).success).toBe(
      false,
    );
    for (const name of ["publishDate", "updateDate"]) {
      expect(byName(fields, name)).toMatchObject({
        widget: "datetime",
        format: "YYYY-MM-DD",
        time_format: false,
      });
    }
  });

  it("keeps the cover optional, and the schema refuses an image without alt text", () => {
    const cover = byName(fields, "cover");
    expect(cover).toMatchObject({ widget: "object", required: false });
    expect(cover.fields!.map((f) => [f.name, f.widget])).toEqual([
      ["src", "image"],
      ["alt", "string"],
    ]);
    const base = frontMatterFrom(fields, (f) => f.required);
    expect(frontMatterSchema.safeParse({ ...base, cover: { src: "./images/a.jpg" } }).success).toBe(false);
  });

  it("names the field when the schema gains a type the CMS cannot edit", async () => {
    const { z } = await import("zod");
    expect(() => cmsFields(z.object({ title: z.string(), rating: z.number() }))).toThrow(
      "rating: no CMS widget for a zod number field",
    );
  });
});

describe("config.yml", () => {
  it("is the generated config, as YAML, with the posts folder and the local backend", () => {
    const settings = cmsSettings({ CMS_PROXY_PORT: "8089" });
    const parsed = parse(cmsConfigYaml(settings)) as ReturnType<typeof cmsConfig>;
    expect(parsed).toEqual(JSON.parse(JSON.stringify(cmsConfig(settings))));
    expect(parsed.collections[0]).toMatchObject({
      folder: "content/insights",
      extension: "md",
      format: "frontmatter",
    });
    expect(parsed.local_backend).toEqual({ url: "http://127.0.0.1:8089/api/v1" });
    expect(parsed.backend).toEqual({ name: "proxy", proxy_url: "http://127.0.0.1:8089/api/v1" });
  });

  it("signs in to GitHub in production when a repository is set, through the OAuth helper given", () => {
    const settings = cmsSettings({
      CMS_GITHUB_REPO: "example/company-site",
      CMS_AUTH_BASE_URL: "https://cms-auth.example.com/",
    });
    expect(cmsConfig(settings).backend).toMatchObject({
      name: "github",
      repo: "example/company-site",
      branch: "main",
      base_url: "https://cms-auth.example.com",
      auth_endpoint: "auth",
    });
    expect(() => cmsSettings({ CMS_GITHUB_REPO: "not a repo" })).toThrow(/CMS_GITHUB_REPO/);
    expect(() => cmsSettings({ CMS_AUTH_BASE_URL: "http://cms-auth.example.com" })).toThrow(
      /CMS_AUTH_BASE_URL/,
    );
  });
});
