import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { appContext } from "./lib/app-context.ts";
import { deferHydration } from "./lib/deferred-hydration.ts";
import { NonceContext } from "./lib/nonce.ts";

// The Fastify adapter reads the context key from here so server and build share one instance.
export { appContext };

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(appContext);

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    // Pages are sent whole once all data is rendered: crawlers and link previews see everything, and
    // the scripts can be held back until the page is painted (deferHydration).
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        // The page is sent whole, so every finished Suspense boundary goes in place. Otherwise React
        // outlines those past its chunk size as a placeholder that only an inline script fills in,
        // and a page read before or without scripts (a form opened at ?lead=…) shows the placeholder.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            clearTimeout(timeout);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            const html = deferHydration(Buffer.concat(chunks).toString("utf8"), nonce);
            resolve(new Response(html, { headers: responseHeaders, status }));
          });
          body.on("error", reject);
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
