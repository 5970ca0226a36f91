/// <reference types="node" />
// The one site file that runs in Node (at build time): it names Node's types itself rather than getting
// them through another package's types.
// Renders the prerendered pages at build time (the site has no server rendering at run time: `ssr: false`).
// React Router's default entry streams from the shell on for a visitor's browser, so each page carried
// React's boundary-reveal runtime and its data's last chunk in a hidden element moved into place by
// script. A page built ahead of time has nothing to stream: it waits for everything, and React writes
// every boundary in place (decision 55).
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

/** How long a render may wait for its data before React gives up on it (the build then fails). */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError: reject,
        onError(error: unknown) {
          // Rendering ends only when everything is ready, so an error inside a boundary never reaches the
          // shell's rejection: logged here, with a status that stops the prerender of this page.
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
