// Every built page is valid HTML by the Nu Html Checker (the W3C validator, npm's vnu-jar), in one JVM.
import { execFile, spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { relative } from "node:path";
import { expect, test } from "./fixtures";
import { builtHtmlFiles, clientDir } from "./built-pages";
import { budget } from "./machine";

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const javaFound = spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * Single messages where the checker lags a standard the site relies on; each is one exact message,
 * never a category.
 */
const checkerLags: { message: string; reason: string; standard: string }[] = [
  {
    message:
      "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.",
    reason:
      "<link rel=expect href=#site-footer blocking=render> holds the first paint until the page is parsed; " +
      "the checker predates render-blocking on rel=expect",
    standard: "HTML Living Standard, link type “expect” (https://html.spec.whatwg.org/#link-type-expect)",
  },
  {
    message: "CSS: Unrecognized at-rule “@property”",
    reason: "Tailwind 4 registers its custom properties with @property",
    standard:
      "CSS Properties and Values API Level 1, §3 The @property rule (https://www.w3.org/TR/css-properties-values-api-1/#at-property-rule)",
  },
  {
    message: "CSS: “margin-trim”: Property “margin-trim” doesn't exist.",
    reason: "Tailwind 4 names it only in an @supports test, to detect browsers without @property",
    standard: "CSS Box Model Level 4, §5 margin-trim (https://www.w3.org/TR/css-box-4/#margin-trim)",
  },
];

test("every prerendered page and the admin fallback page are valid HTML (Nu Html Checker)", async () => {
  test.skip(
    !javaFound,
    "Java was not found, so the Nu Html Checker cannot run: install a JRE (apt-get install -y default-jre-headless; .ci/run does).",
  );
  // One JVM for every file; on a busy two-core machine that still takes tens of seconds.
  test.setTimeout(budget(180_000));
  const files = builtHtmlFiles();
  // The checker prints its JSON report on stderr and exits 1 when it found an error.
  const report = await new Promise<string>((resolve, reject) =>
    execFile(
      "java",
      ["-jar", vnuJar, "--format", "json", "--skip-non-html", "--errors-only", ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => (stderr ? resolve(stderr) : reject(error ?? new Error("no report"))),
    ),
  );
  const { messages } = JSON.parse(report) as { messages: VnuMessage[] };
  const errors = messages
    .filter((m) => m.type !== "info" && !checkerLags.some((lag) => lag.message === m.message))
    .map((m) => {
      const where = m.url ? relative(clientDir, new URL(m.url).pathname) : "?";
      return `${where}:${m.lastLine ?? "?"} ${m.message} ${m.extract?.trim() ?? ""}`;
    });
  expect(errors, `Nu Html Checker errors in ${files.length} files`).toEqual([]);
});
