/**
 * Holds the page's scripts back until the server-rendered page has been painted.
 *
 * React Router puts a `modulepreload` link for every module of the page in the head and imports
 * them from an inline module script, so a phone on a slow link downloads ~130 KB of JavaScript
 * alongside the stylesheet, the font and the first image, and paints later. The page is whole
 * without its scripts (server-rendered), so this rewrites the rendered HTML: the preload links go,
 * and the module script waits for the first frame before it adds them back (one per task) and
 * imports the route modules (in parallel, as before). Hydration starts a moment later; the first paint no longer
 * waits for any script.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const STATIC_IMPORT = /^import \* as (\w+) from ("[^"]+");$/gm;

export function deferHydration(html: string, nonce: string): string {
  const open = `<script nonce="${nonce}" type="module" async="">`;
  const start = html.indexOf(open);
  if (start === -1) return html;
  const bodyStart = start + open.length;
  const bodyEnd = html.indexOf("</script>", bodyStart);
  if (bodyEnd === -1) return html;

  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const imports = [...html.slice(bodyStart, bodyEnd).matchAll(STATIC_IMPORT)];
  if (imports.length === 0) return html;

  const rest = html.slice(bodyStart, bodyEnd).replace(STATIC_IMPORT, "");
  const body = [
    // The first frame has been painted once a timer set in an animation frame runs; a tab opened in
    // the background gets no frames, so a plain timer starts it there.
    "await new Promise((paint) => { requestAnimationFrame(() => setTimeout(paint, 0)); setTimeout(paint, 1500); });",
    // Each preload link costs the main thread 1-2 ms on a slow phone (a fetch starts synchronously),
    // so they go in one per task: fourteen in a row were the longest task after the first paint.
    "const pause = () => globalThis.scheduler?.yield?.() ?? new Promise((done) => setTimeout(done, 0));",
    `for (const href of ${JSON.stringify(preloads)}) {`,
    '  document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));',
    "  await pause();",
    "}",
    `const [${imports.map((match) => match[1]).join(", ")}] = await Promise.all([${imports.map((match) => `import(${match[2]})`).join(", ")}]);`,
    rest,
  ].join("\n");

  const head = html.slice(0, start).replace(MODULE_PRELOAD, "");
  return `${head}${open}${body}${html.slice(bodyEnd)}`;
}
