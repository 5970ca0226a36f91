// The Decap CMS configuration (config.yml), generated at build from the front-matter schema and the
// team list (docs/decisions/0043). Nothing here is written by hand per field: a new front-matter field
// reaches the CMS with the next build, and tests/site/cms/cms-config.test.ts fails if the two disagree.
// Relative imports: the build loads this file outside Vite, where the `~` alias does not exist.
import { categories } from "../../content/insights/categories";
import { frontMatterSchema } from "../../content/insights/schema";
import { cmsFields, type CmsField } from "./schema-fields";

/** Build-time settings of the CMS (CMS_* in .env; see .env.example). */
export interface CmsSettings {
  /** Origin of the public site (VITE_SITE_URL), for "View live" links. */
  siteUrl: string;
  /** `owner/name` of the GitHub repository editors commit to in production; unset: local editing only. */
  githubRepo?: string;
  githubBranch: string;
  /** Origin of the OAuth helper that completes the GitHub sign-in (docs/deploy/cms.md). */
  authBaseUrl?: string;
  /** The local backend's API (decap-server, `npm run cms`). */
  localBackendUrl: string;
}

export const POSTS_FOLDER = "content/insights";

/** Labels and hints the schema cannot carry. */
const hints = {
  labels: {
    publishDate: "Publish date",
    updateDate: "Update date",
    cover: "Cover image",
    "cover.src": "Image",
    "cover.alt": "Alt text",
  },
  images: ["cover.src"],
  hints: {
    title: "Up to 120 characters; the address of the post is made from it.",
    description: "One or two sentences for search results and link previews (up to 300 characters).",
    updateDate: "Only when the post was changed in substance after publishing.",
    draft: "Drafts are kept in the repository but never published.",
    tags: "One to six short tags, e.g. Local SEO.",
    author: "A team member from the About page.",
    "cover.src": "Stored beside the posts, in content/insights/images.",
    "cover.alt": "Needed with an image: what it shows, for people who cannot see it.",
  },
  optionLabels: { category: Object.fromEntries(categories.map((c) => [c.slug, c.name])) },
};

/** The collection's fields: every front-matter field, then the Markdown body. */
export const insightFields = (): CmsField[] => [
  ...cmsFields(frontMatterSchema, hints),
  { name: "body", label: "Body", widget: "markdown", required: true },
];

export function cmsConfig(settings: CmsSettings) {
  const backend = settings.githubRepo
    ? {
        name: "github",
        repo: settings.githubRepo,
        branch: settings.githubBranch,
        ...(settings.authBaseUrl ? { base_url: settings.authBaseUrl, auth_endpoint: "auth" } : {}),
        commit_messages: {
          create: "Insights: new post {{slug}}",
          update: "Insights: edit {{slug}}",
          delete: "Insights: remove {{slug}}",
          uploadMedia: "Insights: add image {{path}}",
          deleteMedia: "Insights: remove image {{path}}",
        },
      }
    : // Without a repository the CMS edits the working copy through the local backend only.
      { name: "proxy", proxy_url: settings.localBackendUrl };
  return {
    backend,
    // On localhost the CMS uses `npm run cms` when it answers, whatever the backend above.
    local_backend: { url: settings.localBackendUrl },
    site_url: settings.siteUrl,
    display_url: settings.siteUrl,
    media_folder: `${POSTS_FOLDER}/images`,
    public_folder: "./images",
    // An optional field left empty is left out of the file, as the schema expects (no `updateDate: ""`).
    omit_empty_optional_fields: true,
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [
      {
        name: "insights",
        label: "Insights",
        label_singular: "Post",
        description: "Articles on /insights. A post is published when the site is next built.",
        folder: POSTS_FOLDER,
        create: true,
        extension: "md",
        format: "frontmatter",
        slug: "{{slug}}",
        preview_path: "insights/{{slug}}",
        summary: "{{title}} · {{publishDate}}",
        sortable_fields: ["publishDate", "title", "category"],
        media_folder: "images",
        public_folder: "./images",
        fields: insightFields(),
      },
    ],
  };
}
