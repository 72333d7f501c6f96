import { describe, expect, it } from "vitest";
import { deferHydration } from "./deferred-hydration.ts";

const nonce = "abc+/=";
const page = [
  "<!DOCTYPE html><html><head>",
  `<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="${nonce}"/>`,
  `<link rel="modulepreload" href="/assets/app-2.js" nonce="${nonce}"/>`,
  '<link rel="stylesheet" href="/assets/root.css"/>',
  "</head><body><main>Homes in Kigali</main>",
  `<script nonce="${nonce}">window.__reactRouterContext = {};</script>`,
  `<script nonce="${nonce}" type="module" async="">;`,
  'import * as route0 from "/assets/root-3.js";',
  'import * as route1 from "/assets/home-4.js";',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  "",
  'import("/assets/entry.client-1.js");</script></body></html>',
].join("\n");

describe("deferHydration", () => {
  const html = deferHydration(page, nonce);

  it("leaves no script for the browser to fetch before the first paint", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/^import \* as/m);
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain("<main>Homes in Kigali</main>");
  });

  it("waits for a painted frame, then preloads every module and imports the route modules together", () => {
    const script = html.slice(html.indexOf('type="module"'), html.lastIndexOf("</script>"));
    expect(script.indexOf("requestAnimationFrame")).toBeLessThan(script.indexOf("modulepreload"));
    expect(script).toContain('["/assets/entry.client-1.js","/assets/app-2.js"]');
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-3.js"), import("/assets/home-4.js")]);',
    );
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(script).toContain('import("/assets/entry.client-1.js");');
  });

  it("runs as a module: the rewritten script is valid JavaScript", () => {
    const script = html.slice(html.indexOf('async="">') + 'async="">'.length, html.lastIndexOf("</script>"));
    // An async function body accepts the same top-level await and dynamic imports as a module.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
    expect(() => new AsyncFunction(script)).not.toThrow();
  });

  it("adds the preload links one per task, then imports the route modules", async () => {
    const script = html.slice(html.indexOf('async="">') + 'async="">'.length, html.lastIndexOf("</script>"));
    const steps: string[] = [];
    const browser = {
      requestAnimationFrame: (frame: () => void) => frame(),
      setTimeout: (next: () => void) => next(),
      scheduler: {
        yield: async () => {
          steps.push("yield");
        },
      },
      document: {
        createElement: () => ({}),
        head: { append: (link: { href: string }) => steps.push(link.href) },
      },
    };
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
    const run = new AsyncFunction(...Object.keys(browser), "globalThis", script);
    // The route modules do not exist here: the import that follows the preloads fails.
    await expect(run(...Object.values(browser), browser)).rejects.toThrow();
    expect(steps).toEqual(["/assets/entry.client-1.js", "yield", "/assets/app-2.js", "yield"]);
  });

  it("keeps the page as it is when it has no module script of its own", () => {
    const other = page.replace(`nonce="${nonce}" type="module"`, 'nonce="other" type="module"');
    expect(deferHydration(other, nonce)).toBe(other);
  });
});
