import { readdirSync, readFileSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { catalogueCompiler } from "./src/web/i18n/catalogue-plugin.ts";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes `.br` and `.gz` siblings of the client's text assets at their highest compression levels,
 * which the server sends as they are (`preCompressed`): about a fifth fewer bytes than compressing on
 * each request at a speed-friendly level, for no CPU at request time.
 */
function precompressAssets(): Plugin {
  return {
    name: "precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? "";
      await Promise.all(
        Object.values(bundle).map(async (output) => {
          if (!/\.(js|css|svg|json)$/.test(output.fileName)) return;
          const source = output.type === "chunk" ? Buffer.from(output.code) : Buffer.from(output.source);
          await writeCompressed(path.join(outDir, output.fileName), source);
        }),
      );
    },
  };
}

async function writeCompressed(file: string, source: Buffer) {
  if (source.length < 1024) return;
  const [br, gzipped] = await Promise.all([
    brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
    gz(source, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
}

/**
 * The route manifest every page loads is written while the server is built, after the client's
 * assets were compressed, so it gets its `.br` and `.gz` here (about 400 bytes fewer than the
 * server's on-the-fly Brotli).
 */
function precompressRouteManifest(): Plugin {
  const assets = path.join(process.env.BUILD_DIR ?? "build", "client", "assets");
  return {
    name: "precompress-route-manifest",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    async closeBundle() {
      const manifests = (await readdir(assets)).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
      await Promise.all(
        manifests.map(async (name) => writeCompressed(path.join(assets, name), await readFile(path.join(assets, name)))),
      );
    },
  };
}

/**
 * The files of the lucide icons that public-site modules import (every module under src/web but the
 * back office's folders), as a pattern: they ride in the `icons` chunk that public pages load, and
 * the back office's own icons (dozens) stay out of a visitor's first page. Read from the sources at
 * build time, so a new icon needs no edit here.
 */
function publicIconFiles(): RegExp {
  const exports = readFileSync("node_modules/lucide-react/dist/esm/lucide-react.mjs", "utf8");
  const fileOf = new Map<string, string>();
  for (const [, names = "", file = ""] of exports.matchAll(/export \{([^}]+)\} from '\.\/icons\/([\w-]+)\.mjs'/g))
    for (const [, name] of names.matchAll(/default as (\w+)/g)) if (name) fileOf.set(name, file);
  const files = new Set<string>();
  const admin = /[\\/](features|routes)[\\/]admin[\\/]/;
  for (const entry of readdirSync("src/web", { recursive: true, withFileTypes: true })) {
    const source = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || admin.test(source)) continue;
    for (const [, names = ""] of readFileSync(source, "utf8").matchAll(/import \{([^}]+)\} from "lucide-react"/g))
      for (const name of names.split(",").map((part) => part.replace(/^\s*type\s+/, "").trim()))
        if (fileOf.has(name)) files.add(fileOf.get(name) ?? "");
  }
  return new RegExp(
    `node_modules[\\\\/]lucide-react[\\\\/]dist[\\\\/]esm[\\\\/](?!icons[\\\\/])|icons[\\\\/](${[...files].join("|")})\\.mjs$`,
  );
}

export default defineConfig({
  plugins: [catalogueCompiler(), tailwindcss(), reactRouter(), precompressAssets(), precompressRouteManifest()],
  build: {
    assetsDir: "assets",
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Dozens of tiny modules (single icons, helpers) cost a round trip each on slow mobile
          // links before the first paint; grouping them cut the blog article from 29 to 9 scripts.
          groups: [
            { name: "icons", test: publicIconFiles(), priority: 2 },
            // The back office's other icons, in one request of its own.
            { name: "admin-icons", test: /node_modules[\\/]lucide-react/, priority: 1 },
            {
              name: "app",
              // Public-site modules only: the back office's texts and query client stay in its own chunks,
              // and of the UI kit only what public pages draw at once (modals, the toast card and the
              // form controls stay in the chunks that load on first use or in the back office's; so does
              // the form kit itself, loaded with each form's live module, and the uploads with progress and
              // their thumbnails, which only List With Us and the back office use). The API client (and
              // openapi-fetch) loads with the forms and pages that call the API, not on every page.
              // The i18n runtime is on every public page (not the validation messages: they load with the
              // form kit); each catalogue (public.json too) is a chunk per language, fetched for the
              // page's language only.
              // The few hundred bytes of the lead buttons, Quick View's opener, the form outcome and the listing
              // labels shared by the listing pages ride along rather than cost a request each.
              test: /src[\\/](web[\\/](components[\\/](?!ui[\\/]|form[\\/]use-schema-form|upload-thumbs)|components[\\/]ui[\\/](button|badge|skeleton|sprite-icon|toast|carousel)\.|lib[\\/](?!query|upload|api-client)|i18n[\\/](?!validation)[^\\/]+\.ts$)|domain[\\/](format|time|images|article|enums|video|stars|plural|property-kind|website-texts)[\\/.]|web[\\/]features[\\/](properties[\\/](quick-view|company)|developments[\\/]development-images|forms[\\/]form-result|leads[\\/](lead-address|lead-button|use-lead-dialog|lead-listing)|developments[\\/]labels)\.)|node_modules[\\/](@lingui[\\/]core|react-dom[\\/](index|cjs[\\/]react-dom\.production)\.js)/,
            },
            // A listing's card, its price and its compare and favourite controls: on every page with
            // cards (home, the list, a property's similar listings), in one request instead of four.
            {
              name: "listing-card",
              test: /src[\\/]web[\\/]features[\\/]properties[\\/](property-card|usd-hint|place-line|compare-choice|favourites|listing-price)\./,
            },
            // The agency's details and the contact form with its hidden origin fields (the page, referrer
            // and campaign of the visit), shown together on the home, about and contact pages.
            {
              name: "contact",
              test: /src[\\/](web[\\/]features[\\/](contact[\\/](contact-details|contact-form)|forms[\\/]visit-origin-fields)|domain[\\/]lead-origin-fields)\./,
            },
            // The property page's parts that Quick View and Compare share: one request on the page.
            {
              name: "listing-page",
              test: /src[\\/]web[\\/]features[\\/]properties[\\/](listing-summary|listing-tiles|listing-actions|video-tile|property-photos)\./,
            },
            // The list's map switch and its prefetch, and 'Save this search' with its texts: the list
            // page's own, one request (the alert pages that share the texts fetch the few hundred
            // bytes of the map's address rules with them).
            {
              name: "list-page",
              test: /src[\\/]web[\\/](features[\\/](properties[\\/](listing-params|map[\\/]map-view|map[\\/]map-prefetch)|alerts[\\/](save-search|search-summary))\.|i18n[\\/]catalogues[\\/]alerts\.)/,
            },
          ],
        },
      },
    },
  },
});
