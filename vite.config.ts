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
            { name: "icons", test: /node_modules[\\/]lucide-react/ },
            {
              name: "app",
              // Public-site modules only: the back office's texts and query client stay in its own chunks,
              // and of the UI kit only what public pages draw at once (modals, the toast card and the
              // form controls stay in the chunks that load on first use or in the back office's; so does
              // the form kit itself, loaded with each form's live module, and the uploads with progress and
              // their thumbnails, which only List With Us and the back office use).
              // The i18n runtime is on every public page (not the validation messages: they load with the
              // form kit); each catalogue (public.json too) is a chunk per language, fetched for the
              // page's language only.
              // The few hundred bytes of the lead buttons, Quick View's opener, the form outcome and the listing
              // labels shared by the listing pages ride along rather than cost a request each.
              test: /src[\\/](web[\\/](components[\\/](?!ui[\\/]|form[\\/]use-schema-form|upload-thumbs)|components[\\/]ui[\\/](button|badge|skeleton|sprite-icon|toast|carousel)\.|lib[\\/](?!query|upload)|i18n[\\/](?!validation)[^\\/]+\.ts$)|domain[\\/](format|time|images|article|enums|video|stars|plural|property-kind)[\\/.]|web[\\/]features[\\/](properties[\\/](quick-view|company)|developments[\\/]development-images|forms[\\/]form-result|leads[\\/](lead-address|lead-button|use-lead-dialog)|developments[\\/]labels)\.)|node_modules[\\/]@lingui[\\/]core/,
            },
          ],
        },
      },
    },
  },
});
