import { vi } from "vitest";

/** Holds back file downloads: the blobs handed to object URLs and the link clicks that would save them. */
export function captureDownloads() {
  const blobs: Blob[] = [];
  vi.spyOn(URL, "createObjectURL").mockImplementation((b) => (blobs.push(b as Blob), "blob:csv"));
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
  /** The first saved file's lines, without the byte-order mark. */
  const lines = async () =>
    (await blobs[0]!.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
  return { blobs, click, lines };
}
