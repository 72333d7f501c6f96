import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { renderScene, type SceneKind } from "../src/server/demo/scene-images.ts";

/**
 * Renders the stills of the home page's hero video: generated Kigali scenes (no network, no stock
 * footage), cropped to 16:9 and upscaled 2x so ffmpeg's zoompan moves smoothly between pixels.
 * Called by scripts/make-hero-video.sh: `node scripts/make-hero-video.ts <out-dir>`.
 */
export const HERO_SCENES: readonly { kind: SceneKind; seed: number }[] = [
  { kind: "skyline", seed: 2 },
  { kind: "villa", seed: 1 },
  { kind: "apartment", seed: 2 },
];

const WIDTH = 2560;
const HEIGHT = 1440;

const outDir = process.argv[2];
if (!outDir) {
  process.stderr.write("usage: node scripts/make-hero-video.ts <out-dir>\n");
  process.exit(1);
}
mkdirSync(outDir, { recursive: true });

for (const [i, scene] of HERO_SCENES.entries()) {
  const still = await sharp(await renderScene(scene.kind, scene.seed))
    .resize(WIDTH, HEIGHT, { fit: "cover", position: "centre", kernel: "lanczos3" })
    .png()
    .toBuffer();
  const file = path.join(outDir, `scene-${i}.png`);
  writeFileSync(file, still);
  process.stdout.write(`${file}\n`);
}
