import type { AxiosProgressEvent } from "axios";
import { mediaApi } from "~/contract/endpoints/media";
import { MEDIA_MAX_BYTES, MEDIA_TYPES, type Media } from "~/contract/media";
import { ApiError, request } from "~/lib/http/api-client";
import { apiBaseUrl } from "~/lib/site-part";

/** The server's texts for a picture it refuses (413, 415), also used when the browser can tell first. */
export const TOO_LARGE = "The picture is larger than 10 MB.";
export const WRONG_TYPE = "Upload a JPEG, PNG, WebP, AVIF or SVG picture.";
const refusals: Record<number, string> = { 413: TOO_LARGE, 415: WRONG_TYPE };

export const ACCEPTED_TYPES = MEDIA_TYPES.join(",");

/** How long an upload may take. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** Why the browser already knows the server would refuse this file, or null. */
export function pictureProblem(file: File): string | null {
  if (file.size > MEDIA_MAX_BYTES) return TOO_LARGE;
  // An empty type (an unknown extension) is left to the server, which checks the content anyway.
  if (file.type && !(MEDIA_TYPES as readonly string[]).includes(file.type)) return WRONG_TYPE;
  return null;
}

/** A picture's address: the API server serves them (`/media/…`), on its own origin when it has one. */
export const pictureUrl = (url: string): string =>
  new URL(url, new URL(apiBaseUrl(), window.location.href)).href;

/**
 * Uploads a picture as multipart (`file`, `alt`) through the one axios instance, so the session's token,
 * its renewal and the envelope check apply as to every call.
 */
export async function uploadMedia(
  file: File,
  alt: string,
  onProgress: (fraction: number | undefined) => void,
): Promise<Media> {
  const { method, path, response, failed } = mediaApi.upload;
  const body = new FormData();
  body.append("alt", alt);
  body.append("file", file, file.name);
  try {
    const answer = await request(
      response,
      {
        method,
        url: path,
        data: body,
        // Up to 10 MB on a slow connection: the usual 10 s would cut it off.
        timeout: UPLOAD_TIMEOUT_MS,
        // Not JSON: the browser writes the multipart type with its boundary.
        headers: { "Content-Type": "multipart/form-data" },
        onUploadProgress: (e: AxiosProgressEvent) => onProgress(e.progress),
      },
      failed,
    );
    if (!answer.data) throw new ApiError(failed, "invalid-response");
    return answer.data;
  } catch (error) {
    // A proxy's own 413 has no JSON message: say what the server would have said.
    const known = error instanceof ApiError && error.message === failed && refusals[error.status ?? 0];
    throw known ? new ApiError(known, "http", (error as ApiError).status) : error;
  }
}
