import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { cataloguesIn, PAGE_TEXTS_ID, setLocaleSource, setTextUsedListener } from "./i18n/i18n.ts";
import { DEFAULT_LOCALE } from "./i18n/locales.ts";
import { type RequestLanguage, requestLocale } from "./i18n/request-locale.server.ts";
import { appContext } from "./lib/app-context.ts";
import { deferHydration } from "./lib/deferred-hydration.ts";
import { NonceContext } from "./lib/nonce.ts";

// The Fastify adapter reads the context key from here so server and build share one instance.
export { appContext };

// Texts, numbers and dates are written in the language of the request being rendered, and the page
// carries the catalogues its render used, so the browser need not fetch them before hydrating.
setLocaleSource(() => requestLocale.getStore()?.locale ?? DEFAULT_LOCALE);
setTextUsedListener((catalogue) => requestLocale.getStore()?.catalogues.add(catalogue));

/** The catalogues the render used, as JSON the page carries (`<` escaped, so no text can close the script). */
function pageTexts(language: RequestLanguage | undefined): string {
  if (!language || language.catalogues.size === 0) return "";
  const json = JSON.stringify(cataloguesIn(language.locale, language.catalogues)).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${PAGE_TEXTS_ID}">${json}</script>`;
}

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
  const language = requestLocale.getStore();

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
            const rendered = Buffer.concat(chunks)
              .toString("utf8")
              .replace("</head>", `${pageTexts(language)}</head>`);
            const html = deferHydration(rendered, nonce);
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
