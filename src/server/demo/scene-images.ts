import { rasteriseDrawing } from "../services/images.ts";
import { createRng, type Rng } from "./random.ts";

/**
 * Illustrated demo pictures drawn as SVG and rasterised by the image decoder's process (libvips),
 * so the demo needs no network and no bundled photos, and the server's own process never loads
 * libvips. The same kind and seed always give the same picture.
 */

export const SCENE_KINDS = ["house", "villa", "apartment", "townhouse", "land", "interior", "skyline"] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];
export type HairStyle = "short" | "long";

const W = 1200;
const H = 800;
const GROUND_Y = 660;

function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const parts = [0, 1, 2].map((i) => Math.round(channel(a, i) * (1 - t) + channel(b, i) * t));
  return `#${parts.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

const r1 = (n: number) => Math.round(n * 10) / 10;

type Light = {
  sky: readonly [string, string, string];
  sun: string;
  glow: string;
  sunY: number;
  clouds: string;
  /** How far foreground colours are pulled towards night blue. */
  dusk: number;
  windowsLit: boolean;
};

const LIGHTS: readonly Light[] = [
  {
    sky: ["#3f8fe0", "#8cc4f0", "#dceffa"],
    sun: "#fffbe6",
    glow: "#ffffff",
    sunY: 140,
    clouds: "#ffffff",
    dusk: 0,
    windowsLit: false,
  },
  {
    sky: ["#6fa9e0", "#b9d8ef", "#fbe3c4"],
    sun: "#fff1c1",
    glow: "#ffe8b0",
    sunY: 250,
    clouds: "#fffaf0",
    dusk: 0.05,
    windowsLit: false,
  },
  {
    sky: ["#5b7fc4", "#e9a877", "#fcd89a"],
    sun: "#ffd27a",
    glow: "#ffc46b",
    sunY: 330,
    clouds: "#fde0c0",
    dusk: 0.12,
    windowsLit: false,
  },
  {
    sky: ["#2d3270", "#a4577d", "#f2a35e"],
    sun: "#ffb45e",
    glow: "#ff9a52",
    sunY: 410,
    clouds: "#e8a3b0",
    dusk: 0.3,
    windowsLit: true,
  },
];

type Ctx = { rng: Rng; light: Light; tone: (color: string) => string };

function makeCtx(seed: number): Ctx {
  const rng = createRng(seed);
  const light = rng.pick(LIGHTS);
  return { rng, light, tone: (color) => mix(color, "#1d2340", light.dusk) };
}

function svgDoc(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function sky({ rng, light }: Ctx): string {
  const sunX = r1(rng.range(150, 1050));
  const clouds = Array.from({ length: rng.int(2, 5) }, () => {
    const cx = rng.range(0, W);
    const cy = rng.range(60, 280);
    const s = rng.range(0.6, 1.3);
    const puffs = Array.from({ length: 4 }, (_, i) => {
      const x = r1(cx + (i - 1.5) * 45 * s);
      const y = r1(cy - (i === 1 || i === 2 ? 18 * s : 0));
      return `<ellipse cx="${x}" cy="${y}" rx="${r1(55 * s)}" ry="${r1(30 * s)}"/>`;
    }).join("");
    return `<g fill="${light.clouds}" opacity="${r1(rng.range(0.55, 0.9))}">${puffs}</g>`;
  }).join("");
  const birds = rng.chance(0.5)
    ? Array.from({ length: rng.int(2, 5) }, () => {
        const x = rng.range(200, 1000);
        const y = rng.range(120, 300);
        return `<path d="M${r1(x - 10)} ${r1(y - 4)} Q${r1(x - 5)} ${r1(y - 8)} ${r1(x)} ${r1(y)} Q${r1(x + 5)} ${r1(y - 8)} ${r1(x + 10)} ${r1(y - 4)}" stroke="#2b2b3a" stroke-width="2" fill="none" opacity="0.6"/>`;
      }).join("")
    : "";
  return `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light.sky[0]}"/><stop offset="0.6" stop-color="${light.sky[1]}"/><stop offset="1" stop-color="${light.sky[2]}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${light.glow}" stop-opacity="0.8"/><stop offset="1" stop-color="${light.glow}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${light.sunY}" r="190" fill="url(#glow)"/>
<circle cx="${sunX}" cy="${light.sunY}" r="${r1(rng.range(38, 55))}" fill="${light.sun}"/>
${clouds}${birds}`;
}

/** A smooth ridge through random points; `ridgeY` approximates its height for placing small houses. */
function ridge(rng: Rng, baseY: number, amp: number): { d: string; ridgeY: (x: number) => number } {
  const points: [number, number][] = [];
  for (let x = -100; x < W + 250; x += rng.range(150, 280)) points.push([x, baseY + rng.range(-amp, amp)]);
  const mids = points.slice(0, -1).map(([x, y], i) => {
    const [nx, ny] = points[i + 1] as [number, number];
    return [(x + nx) / 2, (y + ny) / 2] as [number, number];
  });
  let d = `M-100 ${H} L${r1(points[0]?.[0] ?? -100)} ${r1(points[0]?.[1] ?? baseY)}`;
  for (let i = 1; i < points.length - 1; i++) {
    const [px, py] = points[i] as [number, number];
    const [mx, my] = mids[i] as [number, number];
    d += ` Q${r1(px)} ${r1(py)} ${r1(mx)} ${r1(my)}`;
  }
  d += ` L${W + 250} ${H} Z`;
  const ridgeY = (x: number) => {
    const i = mids.findIndex(([mx]) => mx > x);
    const b = mids[i];
    const a = mids[i - 1];
    if (!a || !b) return baseY;
    return a[1] + ((x - a[0]) / (b[0] - a[0])) * (b[1] - a[1]);
  };
  return { d, ridgeY };
}

/** Kigali's hills, layered and hazier with distance, dotted with small houses and trees. */
function hills(ctx: Ctx, layers: readonly number[]): string {
  const { rng, light, tone } = ctx;
  const greens = ["#86bb7f", "#5f9e57", "#4a8c42", "#3c7c35"];
  const haze = [0.55, 0.38, 0.22, 0.08];
  return layers
    .map((baseY, k) => {
      const { d, ridgeY } = ridge(rng, baseY, 28 - k * 4);
      const fill = tone(mix(greens[k] ?? "#3c7c35", light.sky[2], haze[k] ?? 0));
      let dots = "";
      if (k === 1 || k === 2) {
        const count = rng.int(14, 30);
        for (let i = 0; i < count; i++) {
          const x = rng.range(0, W);
          const y = ridgeY(x) + rng.range(14, 70);
          const s = k === 1 ? 1 : 1.5;
          if (rng.chance(0.35)) {
            dots += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(rng.range(5, 9) * s)}" fill="${mix(fill, "#1f4a1c", 0.35)}"/>`;
          } else {
            const w = rng.range(8, 14) * s;
            const wall = mix(rng.pick(["#f3eee4", "#e9d9bf", "#ffffff"]), light.sky[2], haze[k] ?? 0);
            const roof = mix(rng.pick(["#b14f32", "#9aa3ad", "#8a4b32"]), light.sky[2], haze[k] ?? 0);
            dots += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(w * 0.6)}" fill="${wall}"/><rect x="${r1(x - 1)}" y="${r1(y - 3 * s)}" width="${r1(w + 2)}" height="${r1(3 * s)}" fill="${roof}"/>`;
          }
        }
      }
      return `<path d="${d}" fill="${fill}"/>${dots}`;
    })
    .join("");
}

function lawn({ tone }: Ctx, top: number): string {
  return `<defs><linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tone("#5f9f45")}"/><stop offset="1" stop-color="${tone("#3f7d2f")}"/></linearGradient></defs>
<path d="M0 ${top} Q${W / 2} ${top - 25} ${W} ${top} L${W} ${H} L0 ${H} Z" fill="url(#lawn)"/>`;
}

function roundTree({ rng, tone }: Ctx, x: number, baseY: number, size: number): string {
  const green = tone(rng.pick(["#2f6b2a", "#3b7d32", "#2a5e33", "#477f2c"]));
  const dark = mix(green, "#0d2410", 0.3);
  const light = mix(green, "#d8f0a0", 0.25);
  const s = size;
  return `<rect x="${r1(x - s * 0.08)}" y="${r1(baseY - s * 0.9)}" width="${r1(s * 0.16)}" height="${r1(s * 0.9)}" fill="${tone("#5b3b24")}"/>
<circle cx="${r1(x - s * 0.3)}" cy="${r1(baseY - s)}" r="${r1(s * 0.42)}" fill="${dark}"/>
<circle cx="${r1(x + s * 0.3)}" cy="${r1(baseY - s * 1.05)}" r="${r1(s * 0.45)}" fill="${dark}"/>
<circle cx="${r1(x)}" cy="${r1(baseY - s * 1.35)}" r="${r1(s * 0.5)}" fill="${green}"/>
<circle cx="${r1(x - s * 0.15)}" cy="${r1(baseY - s * 1.5)}" r="${r1(s * 0.22)}" fill="${light}" opacity="0.6"/>`;
}

function palm({ tone }: Ctx, x: number, baseY: number, size: number): string {
  const topX = x + size * 0.15;
  const topY = baseY - size * 1.6;
  const frond = size * 0.45;
  const leaves = [-160, -130, -100, -75, -45, -15, 15, 165]
    .map((angle) => {
      const rad = (angle * Math.PI) / 180;
      const cx = r1(topX + Math.cos(rad) * frond);
      const cy = r1(topY + Math.sin(rad) * frond);
      return `<ellipse cx="${cx}" cy="${cy}" rx="${r1(frond)}" ry="${r1(size * 0.07)}" transform="rotate(${angle} ${cx} ${cy})" fill="${tone("#2f7a32")}"/>`;
    })
    .join("");
  return `<path d="M${r1(x - 7)} ${baseY} Q${r1(x - 4)} ${r1(baseY - size)} ${r1(topX - 4)} ${r1(topY)} L${r1(topX + 4)} ${r1(topY)} Q${r1(x + 4)} ${r1(baseY - size)} ${r1(x + 7)} ${baseY} Z" fill="${tone("#7a5a3a")}"/>${leaves}`;
}

function hedge({ tone }: Ctx, x0: number, x1: number, y: number): string {
  let out = "";
  for (let x = x0; x < x1; x += 34) {
    out += `<ellipse cx="${r1(x + 17)}" cy="${y}" rx="24" ry="18" fill="${tone("#2e6a2c")}"/>`;
  }
  return out;
}

function windowPane(ctx: Ctx, x: number, y: number, w: number, h: number, mullions = 1): string {
  const { rng, light } = ctx;
  const lit = light.windowsLit && rng.chance(0.7);
  const glass = lit ? "#ffd98a" : "url(#glass)";
  let bars = "";
  for (let i = 1; i <= mullions; i++) {
    const bx = r1(x + (w * i) / (mullions + 1));
    bars += `<line x1="${bx}" y1="${y}" x2="${bx}" y2="${r1(y + h)}" stroke="#f5f5f0" stroke-width="3"/>`;
  }
  return `<rect x="${r1(x - 4)}" y="${r1(y - 4)}" width="${r1(w + 8)}" height="${r1(h + 8)}" fill="#f8f6f0"/><rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${glass}"/>${bars}`;
}

function glassDefs({ light }: Ctx): string {
  return `<defs><linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix("#a9d1ea", light.sky[1], 0.3)}"/><stop offset="0.5" stop-color="#5f8fb0"/><stop offset="1" stop-color="#35566e"/></linearGradient>
<linearGradient id="wallshade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0.12"/><stop offset="1" stop-color="#000000" stop-opacity="0.14"/></linearGradient></defs>`;
}

function driveway({ tone }: Ctx, x: number, width: number): string {
  return `<path d="M${r1(x - width / 2)} ${GROUND_Y} L${r1(x + width / 2)} ${GROUND_Y} L${r1(x + width * 2.2)} ${H} L${r1(x - width * 2.2)} ${H} Z" fill="${tone("#b9ad9c")}"/>
<path d="M${r1(x - width / 2)} ${GROUND_Y} L${r1(x - width * 2.2)} ${H} M${r1(x + width / 2)} ${GROUND_Y} L${r1(x + width * 2.2)} ${H}" stroke="${tone("#8f8373")}" stroke-width="6"/>`;
}

const WALLS = ["#f4efe6", "#efe2c8", "#e8d3b0", "#f2f2ee", "#dcc6a8", "#e9e4dc"];
const ROOFS = ["#a8452f", "#8c3b2a", "#4b4f58", "#6b4b3a", "#7d3527"];

function house(ctx: Ctx, cx: number): string {
  const { rng, tone } = ctx;
  const w = rng.range(380, 470);
  const storeys = rng.int(1, 2);
  const h = storeys * 125;
  const x0 = cx - w / 2;
  const top = GROUND_Y - h;
  const wall = tone(rng.pick(WALLS));
  const roof = tone(rng.pick(ROOFS));
  const doorX = cx + rng.pick([-1, 1]) * rng.range(0, w / 4);
  let windows = "";
  const perRow = Math.floor(w / 105);
  for (let s = 0; s < storeys; s++) {
    for (let i = 0; i < perRow; i++) {
      const wx = x0 + (w / perRow) * (i + 0.5) - 28;
      if (s === storeys - 1 && Math.abs(wx + 28 - doorX) < 70) continue;
      windows += windowPane(ctx, wx, top + s * 125 + 30, 56, 64);
    }
  }
  const porch = `<rect x="${r1(doorX - 55)}" y="${r1(GROUND_Y - 118)}" width="110" height="12" fill="${mix(roof, "#000000", 0.1)}"/>
<rect x="${r1(doorX - 50)}" y="${r1(GROUND_Y - 106)}" width="8" height="106" fill="#f8f6f0"/><rect x="${r1(doorX + 42)}" y="${r1(GROUND_Y - 106)}" width="8" height="106" fill="#f8f6f0"/>`;
  return `${driveway(ctx, doorX, 40)}
<rect x="${r1(x0)}" y="${r1(top)}" width="${r1(w)}" height="${h}" fill="${wall}"/>
<rect x="${r1(x0)}" y="${r1(top)}" width="${r1(w)}" height="${h}" fill="url(#wallshade)"/>
<rect x="${r1(x0)}" y="${GROUND_Y - 14}" width="${r1(w)}" height="14" fill="${tone("#8e8172")}"/>
<path d="M${r1(x0 - 28)} ${r1(top + 4)} L${r1(x0 + w + 28)} ${r1(top + 4)} L${r1(x0 + w - 70)} ${r1(top - 105)} L${r1(x0 + 70)} ${r1(top - 105)} Z" fill="${roof}"/>
<path d="M${r1(x0 + w * 0.55)} ${r1(top + 4)} L${r1(x0 + w + 28)} ${r1(top + 4)} L${r1(x0 + w - 70)} ${r1(top - 105)} Z" fill="#000000" opacity="0.12"/>
<rect x="${r1(x0 + w * 0.7)}" y="${r1(top - 135)}" width="26" height="60" fill="${tone("#9c8f80")}"/>
${windows}
<rect x="${r1(doorX - 24)}" y="${GROUND_Y - 92}" width="48" height="92" fill="${tone(rng.pick(["#6b4226", "#3f5f7a", "#7a2f2f", "#4a4a4a"]))}"/>
<circle cx="${r1(doorX + 14)}" cy="${GROUND_Y - 46}" r="3" fill="#e8c66a"/>
${porch}
${hedge(ctx, x0 - 10, doorX - 70, GROUND_Y + 6)}${hedge(ctx, doorX + 70, x0 + w, GROUND_Y + 6)}`;
}

function villa(ctx: Ctx, cx: number): string {
  const { rng, tone } = ctx;
  const lowerW = rng.range(560, 640);
  const upperW = rng.range(320, 400);
  const x0 = cx - lowerW / 2;
  const ux = x0 + rng.range(30, lowerW - upperW - 30);
  const lowerTop = GROUND_Y - 150;
  const upperTop = lowerTop - 135;
  const wall = tone(rng.pick(["#f7f7f4", "#efefea", "#e9e3d8"]));
  const wood = tone(rng.pick(["#8a5a36", "#6e4a30", "#9b6b43"]));
  const slab = tone("#3b3f46");
  const panel = (x: number, y: number, w: number, h: number) => {
    const n = Math.max(2, Math.round(w / 90));
    let out = `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${ctx.light.windowsLit ? "#ffd98a" : "url(#glass)"}"/>`;
    for (let i = 1; i < n; i++)
      out += `<line x1="${r1(x + (w * i) / n)}" y1="${r1(y)}" x2="${r1(x + (w * i) / n)}" y2="${r1(y + h)}" stroke="${slab}" stroke-width="4"/>`;
    return `${out}<path d="M${r1(x + w * 0.1)} ${r1(y + h)} L${r1(x + w * 0.35)} ${r1(y)} L${r1(x + w * 0.45)} ${r1(y)} L${r1(x + w * 0.2)} ${r1(y + h)} Z" fill="#ffffff" opacity="0.12"/>`;
  };
  let slats = "";
  for (let x = ux + upperW - 110; x < ux + upperW; x += 12) {
    slats += `<line x1="${r1(x)}" y1="${r1(upperTop)}" x2="${r1(x)}" y2="${r1(lowerTop)}" stroke="${mix(wood, "#000000", 0.25)}" stroke-width="3"/>`;
  }
  const poolY = GROUND_Y + 38;
  return `<rect x="${r1(x0 - 40)}" y="${GROUND_Y - 4}" width="${r1(lowerW + 80)}" height="30" fill="${tone("#d9d2c4")}"/>
<rect x="${r1(x0)}" y="${lowerTop}" width="${r1(lowerW)}" height="150" fill="${wall}"/>
<rect x="${r1(x0)}" y="${lowerTop}" width="${r1(lowerW)}" height="150" fill="url(#wallshade)"/>
${panel(x0 + 40, lowerTop + 28, lowerW * 0.55, 115)}
<rect x="${r1(x0 + lowerW * 0.7)}" y="${lowerTop + 20}" width="${r1(lowerW * 0.22)}" height="130" fill="${wood}"/>
<rect x="${r1(x0 - 30)}" y="${lowerTop - 14}" width="${r1(lowerW + 60)}" height="16" fill="${slab}"/>
<rect x="${r1(ux)}" y="${upperTop}" width="${r1(upperW)}" height="121" fill="${wall}"/>
<rect x="${r1(ux + upperW - 110)}" y="${upperTop}" width="110" height="121" fill="${wood}"/>${slats}
${panel(ux + 25, upperTop + 22, upperW - 160, 85)}
<rect x="${r1(ux - 25)}" y="${upperTop - 14}" width="${r1(upperW + 50)}" height="16" fill="${slab}"/>
<rect x="${r1(ux + 10)}" y="${lowerTop - 40}" width="${r1(upperW - 130)}" height="26" fill="none" stroke="${slab}" stroke-width="3"/>
<rect x="${r1(cx - 260)}" y="${poolY}" width="520" height="70" rx="10" fill="${tone("#e9e4da")}"/>
<rect x="${r1(cx - 248)}" y="${poolY + 9}" width="496" height="52" rx="6" fill="${tone("#3fb6d6")}"/>
<path d="M${r1(cx - 200)} ${poolY + 25} q30 -8 60 0 t60 0 M${r1(cx + 40)} ${poolY + 42} q30 -8 60 0 t60 0" stroke="#c8f1fb" stroke-width="3" fill="none"/>
${palm(ctx, x0 - 70, GROUND_Y + 20, rng.range(150, 190))}${palm(ctx, x0 + lowerW + 80, GROUND_Y + 25, rng.range(140, 180))}`;
}

function apartmentBlock(ctx: Ctx, x0: number, w: number, floors: number): string {
  const { rng, tone } = ctx;
  const floorH = 62;
  const top = GROUND_Y - floors * floorH - 20;
  const wall = tone(rng.pick(["#f1ede4", "#e6e1d6", "#dfe3e6", "#efe0c9"]));
  const accent = tone(rng.pick(["#c0673a", "#3f6e8c", "#7b8b4a", "#8a6f5a"]));
  const perRow = Math.floor(w / 75);
  let body = "";
  for (let f = 0; f < floors; f++) {
    const y = top + 20 + f * floorH;
    for (let i = 0; i < perRow; i++) body += windowPane(ctx, x0 + (w / perRow) * (i + 0.5) - 20, y + 12, 40, 36);
    body += `<rect x="${r1(x0 - 8)}" y="${r1(y + 52)}" width="${r1(w + 16)}" height="6" fill="${mix(wall, "#000000", 0.15)}"/>`;
    body += `<path d="M${r1(x0 + w * 0.5)} ${r1(y + 34)} H${r1(x0 + w - 6)} M${r1(x0 + w * 0.5)} ${r1(y + 43)} H${r1(x0 + w - 6)}" stroke="${tone("#4a4f57")}" stroke-width="2"/>`;
  }
  const tankX = x0 + rng.range(20, w - 60);
  return `<rect x="${r1(x0)}" y="${r1(top)}" width="${r1(w)}" height="${r1(GROUND_Y - top)}" fill="${wall}"/>
<rect x="${r1(x0)}" y="${r1(top)}" width="${r1(w)}" height="${r1(GROUND_Y - top)}" fill="url(#wallshade)"/>
<rect x="${r1(x0)}" y="${r1(top)}" width="${r1(w * 0.12)}" height="${r1(GROUND_Y - top)}" fill="${accent}"/>
${body}
<rect x="${r1(x0 - 10)}" y="${r1(top - 10)}" width="${r1(w + 20)}" height="14" fill="${mix(wall, "#000000", 0.2)}"/>
<rect x="${r1(tankX)}" y="${r1(top - 48)}" width="36" height="38" rx="8" fill="${tone("#2f3e52")}"/>
<rect x="${r1(x0 + w / 2 - 30)}" y="${GROUND_Y - 70}" width="60" height="70" fill="${tone("#3d4650")}"/>`;
}

function apartment(ctx: Ctx, cx: number): string {
  const { rng } = ctx;
  const mainW = rng.range(300, 380);
  const mainFloors = rng.int(6, 8);
  const sideW = rng.range(220, 280);
  const left = rng.chance(0.5);
  const side = apartmentBlock(ctx, left ? cx - mainW / 2 - sideW + 20 : cx + mainW / 2 - 20, sideW, rng.int(3, 5));
  return `${side}${apartmentBlock(ctx, cx - mainW / 2, mainW, mainFloors)}
${driveway(ctx, cx, 60)}
${roundTree(ctx, cx - mainW / 2 - sideW - 40, GROUND_Y + 30, rng.range(80, 110))}${roundTree(ctx, cx + mainW / 2 + sideW + 40, GROUND_Y + 35, rng.range(80, 110))}`;
}

function townhouse(ctx: Ctx, cx: number): string {
  const { rng, tone } = ctx;
  const units = rng.int(3, 5);
  const unitW = rng.range(125, 150);
  const h = 230;
  const x0 = cx - (units * unitW) / 2;
  const top = GROUND_Y - h;
  const colours = [rng.pick(WALLS), rng.pick(["#d9b48f", "#c9d6c3", "#e7c9a9", "#cfd9e0"])];
  const roof = tone(rng.pick(ROOFS));
  let row = "";
  for (let u = 0; u < units; u++) {
    const x = x0 + u * unitW;
    const mid = x + unitW / 2;
    row += `<rect x="${r1(x)}" y="${top}" width="${r1(unitW)}" height="${h}" fill="${tone(colours[u % 2] ?? "#f4efe6")}"/>
<path d="M${r1(x - 6)} ${top + 2} L${r1(mid)} ${top - 70} L${r1(x + unitW + 6)} ${top + 2} Z" fill="${roof}"/>
<path d="M${r1(mid)} ${top - 70} L${r1(x + unitW + 6)} ${top + 2} L${r1(mid)} ${top + 2} Z" fill="#000000" opacity="0.1"/>
${windowPane(ctx, mid - 30, top + 28, 60, 60, 1)}
${windowPane(ctx, x + 14, GROUND_Y - 92, 44, 58, 0)}
<rect x="${r1(x + unitW - 58)}" y="${GROUND_Y - 95}" width="42" height="95" fill="${tone(rng.pick(["#6b4226", "#2f4f6a", "#7a2f2f", "#3e5a3a"]))}"/>
<rect x="${r1(x + unitW - 66)}" y="${GROUND_Y - 6}" width="58" height="10" fill="${tone("#c9c0b2")}"/>
<line x1="${r1(x + unitW)}" y1="${top}" x2="${r1(x + unitW)}" y2="${GROUND_Y}" stroke="${tone("#b8ad9d")}" stroke-width="3"/>`;
  }
  return `${row}
<rect x="${r1(x0)}" y="${top}" width="${r1(units * unitW)}" height="${h}" fill="url(#wallshade)"/>
<rect x="0" y="${GROUND_Y + 40}" width="${W}" height="70" fill="${tone("#6d6a66")}"/>
<path d="M0 ${GROUND_Y + 75} H${W}" stroke="#f2f2f2" stroke-width="4" stroke-dasharray="40 30"/>
${roundTree(ctx, x0 - 70, GROUND_Y + 30, rng.range(80, 110))}${roundTree(ctx, x0 + units * unitW + 70, GROUND_Y + 30, rng.range(80, 110))}`;
}

function land(ctx: Ctx): string {
  const { rng, tone } = ctx;
  const back = 560;
  const front = 740;
  const leftBack = rng.range(260, 360);
  const rightBack = rng.range(840, 940);
  const leftFront = leftBack - 200;
  const rightFront = rightBack + 200;
  const soil = tone(rng.pick(["#b7a26b", "#a9b86e", "#c2a878"]));
  const stripes = Array.from({ length: 6 }, (_, i) => {
    const t = (i + 1) / 7;
    const y = back + (front - back) * t;
    const xl = leftBack + (leftFront - leftBack) * t;
    const xr = rightBack + (rightFront - rightBack) * t;
    return `<line x1="${r1(xl)}" y1="${r1(y)}" x2="${r1(xr)}" y2="${r1(y)}" stroke="${mix(soil, "#000000", 0.08)}" stroke-width="${r1(2 + t * 3)}"/>`;
  }).join("");
  const posts: [number, number][] = [];
  const edge = (ax: number, ay: number, bx: number, by: number, n: number) => {
    for (let i = 0; i <= n; i++) posts.push([ax + ((bx - ax) * i) / n, ay + ((by - ay) * i) / n]);
  };
  edge(leftBack, back, rightBack, back, 8);
  edge(leftBack, back, leftFront, front, 4);
  edge(rightBack, back, rightFront, front, 4);
  const post = ([x, y]: [number, number]) => {
    const s = 0.6 + ((y - back) / (front - back)) * 0.6;
    return `<rect x="${r1(x - 3 * s)}" y="${r1(y - 48 * s)}" width="${r1(6 * s)}" height="${r1(48 * s)}" fill="${tone("#6b4b2f")}"/>`;
  };
  const wire = (ax: number, ay: number, bx: number, by: number) =>
    [0.45, 0.8]
      .map(
        (f) =>
          `<line x1="${r1(ax)}" y1="${r1(ay - 48 * 0.6 * f)}" x2="${r1(bx)}" y2="${r1(by - 48 * (by === front ? 1.2 : 0.6) * f)}" stroke="${tone("#5a4a3a")}" stroke-width="1.5"/>`,
      )
      .join("");
  const pegs = Array.from({ length: 3 }, () => {
    const x = rng.range(leftBack + 60, rightBack - 60);
    const y = rng.range(back + 30, front - 40);
    return `<rect x="${r1(x - 3)}" y="${r1(y - 22)}" width="6" height="22" fill="#ffffff"/><rect x="${r1(x - 3)}" y="${r1(y - 22)}" width="6" height="8" fill="#d33b2c"/>`;
  }).join("");
  const signX = rng.range(leftFront + 80, leftBack + 100);
  return `<path d="M${r1(leftBack)} ${back} L${r1(rightBack)} ${back} L${r1(rightFront)} ${front} L${r1(leftFront)} ${front} Z" fill="${soil}"/>
${stripes}${wire(leftBack, back, rightBack, back)}${wire(leftBack, back, leftFront, front)}${wire(rightBack, back, rightFront, front)}
${posts.map(post).join("")}${pegs}
<rect x="${r1(signX - 4)}" y="${front - 150}" width="8" height="150" fill="${tone("#5b3b24")}"/>
<rect x="${r1(signX - 70)}" y="${front - 170}" width="140" height="80" rx="4" fill="#ffffff"/>
<rect x="${r1(signX - 62)}" y="${front - 162}" width="124" height="18" fill="${rng.pick(["#1f6f43", "#1d4f91", "#b5452c"])}"/>
<rect x="${r1(signX - 62)}" y="${front - 134}" width="90" height="8" fill="#9aa3ad"/><rect x="${r1(signX - 62)}" y="${front - 118}" width="70" height="8" fill="#9aa3ad"/>
${roundTree(ctx, rightFront + 60, front + 20, rng.range(110, 140))}${rng.chance(0.6) ? roundTree(ctx, rng.range(520, 700), back - 10, 55) : ""}`;
}

function skyline(ctx: Ctx): string {
  const { rng, tone, light } = ctx;
  const base = 610;
  let city = "";
  let x = -20;
  const domeAt = rng.range(380, 760);
  let domeDrawn = false;
  while (x < W + 20) {
    const w = rng.range(55, 120);
    if (!domeDrawn && x > domeAt) {
      // A dome that nods to the Kigali Convention Centre.
      const r = 95;
      const cx = x + r;
      const ribs = [-0.7, -0.35, 0, 0.35, 0.7]
        .map(
          (f) =>
            `<path d="M${r1(cx + f * r)} ${base} Q${r1(cx + f * r * 0.4)} ${r1(base - r * 1.1)} ${r1(cx)} ${r1(base - r * 1.25)}" stroke="${light.windowsLit ? "#8fe3ff" : "#ffffff"}" stroke-width="3" fill="none" opacity="0.7"/>`,
        )
        .join("");
      city += `<path d="M${r1(cx - r)} ${base} Q${r1(cx - r)} ${r1(base - r * 1.25)} ${r1(cx)} ${r1(base - r * 1.25)} Q${r1(cx + r)} ${r1(base - r * 1.25)} ${r1(cx + r)} ${base} Z" fill="${light.windowsLit ? "#4f6fd0" : tone("#7ea6c9")}"/>${ribs}`;
      x += 2 * r + 10;
      domeDrawn = true;
      continue;
    }
    const h = rng.range(90, 330);
    const colour = tone(rng.pick(["#8fa3b8", "#a7b4c2", "#6f8399", "#c2c9d1", "#7d93a8"]));
    let windows = "";
    for (let wy = base - h + 14; wy < base - 14; wy += 22) {
      for (let wx = x + 8; wx < x + w - 14; wx += 18) {
        const lit = light.windowsLit ? rng.chance(0.55) : rng.chance(0.15);
        windows += `<rect x="${r1(wx)}" y="${r1(wy)}" width="9" height="12" fill="${lit ? "#ffe39a" : mix(colour, "#1b2a3a", 0.35)}"/>`;
      }
    }
    city += `<rect x="${r1(x)}" y="${r1(base - h)}" width="${r1(w)}" height="${r1(h)}" fill="${colour}"/>${windows}`;
    if (rng.chance(0.25))
      city += `<line x1="${r1(x + w / 2)}" y1="${r1(base - h)}" x2="${r1(x + w / 2)}" y2="${r1(base - h - 40)}" stroke="${colour}" stroke-width="3"/>`;
    x += w + rng.range(4, 18);
  }
  const cars = Array.from({ length: rng.int(2, 5) }, () => {
    const cx = rng.range(40, W - 100);
    const lane = rng.chance(0.5) ? 700 : 735;
    const colour = rng.pick(["#d33b2c", "#f2f2f2", "#2f5d9c", "#f0c419", "#333940"]);
    return `<rect x="${r1(cx)}" y="${lane - 18}" width="70" height="20" rx="6" fill="${tone(colour)}"/><rect x="${r1(cx + 14)}" y="${lane - 32}" width="40" height="16" rx="5" fill="${tone(colour)}"/><circle cx="${r1(cx + 16)}" cy="${lane + 2}" r="7" fill="#1c1c1c"/><circle cx="${r1(cx + 54)}" cy="${lane + 2}" r="7" fill="#1c1c1c"/>`;
  }).join("");
  return `${city}
<rect x="0" y="${base}" width="${W}" height="60" fill="${tone("#4d8a40")}"/>
${Array.from({ length: 9 }, (_, i) => roundTree(ctx, 40 + i * 140 + rng.range(-20, 20), base + 40, rng.range(45, 70))).join("")}
<rect x="0" y="670" width="${W}" height="90" fill="${tone("#5d5a57")}"/>
<path d="M0 717 H${W}" stroke="#f2f2f2" stroke-width="4" stroke-dasharray="40 30"/>${cars}
<rect x="0" y="760" width="${W}" height="40" fill="${tone("#c9c2b6")}"/>`;
}

/** Imigongo-style zigzag art, the traditional geometric painting of eastern Rwanda. */
function imigongo(x: number, y: number, w: number, h: number): string {
  let zig = "";
  const rows = 4;
  for (let r = 0; r < rows; r++) {
    const y0 = y + (h / rows) * r + 8;
    const pts: string[] = [];
    for (let i = 0; i <= 8; i++) pts.push(`${r1(x + 8 + ((w - 16) / 8) * i)},${r1(y0 + (i % 2 === 0 ? 0 : h / rows - 16))}`);
    zig += `<polyline points="${pts.join(" ")}" fill="none" stroke="${r % 2 === 0 ? "#f4efe6" : "#b5452c"}" stroke-width="6"/>`;
  }
  return `<rect x="${x - 10}" y="${y - 10}" width="${w + 20}" height="${h + 20}" fill="#5b3b24"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#1e1b18"/>${zig}`;
}

function interior(ctx: Ctx, seed: number): string {
  const { rng } = ctx;
  const wall = rng.pick(["#efe6d8", "#e6ece8", "#f1e3d3", "#e3e6ee"]);
  const floor = rng.pick(["#b07a4f", "#a0714a", "#c09069", "#8e6244"]);
  const sofa = rng.pick(["#5b7a8c", "#8c5b4a", "#6b7d5a", "#d9cbb4", "#3f4a5a"]);
  const windowLeft = rng.chance(0.5);
  const wx = windowLeft ? 90 : 700;
  const outside = createScene("land", seed + 101)
    .replace(/<svg[^>]*>/, "")
    .replace(/<\/svg>$/, "");
  let planks = "";
  for (let y = 575; y < H; y += 28)
    planks += `<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="#000000" stroke-opacity="0.12" stroke-width="2"/>`;
  const sofaX = windowLeft ? 560 : 150;
  const art = windowLeft ? 650 : 200;
  return `<rect width="${W}" height="560" fill="${wall}"/>
<defs><linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(floor, "#000000", 0.15)}"/><stop offset="1" stop-color="${floor}"/></linearGradient>
<radialGradient id="lamp"><stop offset="0" stop-color="#fff3c9" stop-opacity="0.7"/><stop offset="1" stop-color="#fff3c9" stop-opacity="0"/></radialGradient></defs>
<rect y="560" width="${W}" height="240" fill="url(#floor)"/>${planks}
<rect y="548" width="${W}" height="14" fill="#ffffff"/>
<rect x="${wx - 14}" y="86" width="438" height="388" fill="#ffffff"/>
<svg x="${wx}" y="100" width="410" height="360" viewBox="300 250 600 530" preserveAspectRatio="xMidYMid slice">${outside}</svg>
<line x1="${wx + 205}" y1="100" x2="${wx + 205}" y2="460" stroke="#ffffff" stroke-width="10"/>
<rect x="${wx - 40}" y="70" width="40" height="420" fill="${rng.pick(["#c8b79a", "#9fb3a6", "#d6c2b0"])}"/><rect x="${wx + 410}" y="70" width="40" height="420" fill="${rng.pick(["#c8b79a", "#9fb3a6", "#d6c2b0"])}"/>
${imigongo(art, 170, 220, 150)}
<ellipse cx="${sofaX + 230}" cy="700" rx="330" ry="70" fill="${rng.pick(["#d9c7a7", "#c9b59a", "#b9c2c9"])}"/>
<rect x="${sofaX}" y="430" width="460" height="130" rx="28" fill="${sofa}"/>
<rect x="${sofaX - 20}" y="500" width="500" height="110" rx="24" fill="${mix(sofa, "#000000", 0.12)}"/>
<rect x="${sofaX + 40}" y="480" width="120" height="70" rx="20" fill="${mix(sofa, "#ffffff", 0.3)}"/><rect x="${sofaX + 300}" y="480" width="120" height="70" rx="20" fill="${mix(sofa, "#ffffff", 0.3)}"/>
<rect x="${sofaX - 10}" y="608" width="14" height="30" fill="#3b2a1d"/><rect x="${sofaX + 456}" y="608" width="14" height="30" fill="#3b2a1d"/>
<rect x="${sofaX + 110}" y="662" width="240" height="18" rx="6" fill="#6b4a30"/><rect x="${sofaX + 130}" y="680" width="12" height="50" fill="#5a3d27"/><rect x="${sofaX + 318}" y="680" width="12" height="50" fill="#5a3d27"/>
<circle cx="${sofaX + 200}" cy="648" r="14" fill="#e8e1d4"/><rect x="${sofaX + 240}" y="642" width="50" height="20" fill="#c0673a"/>
<circle cx="${W / 2}" cy="90" r="160" fill="url(#lamp)"/>
<line x1="${W / 2}" y1="0" x2="${W / 2}" y2="70" stroke="#333333" stroke-width="3"/><path d="M${W / 2 - 40} 110 L${W / 2 - 20} 70 L${W / 2 + 20} 70 L${W / 2 + 40} 110 Z" fill="#2f2f2f"/>
<rect x="${windowLeft ? 1080 : 60}" y="640" width="70" height="80" rx="8" fill="#b5673a"/>
${[-60, -30, 0, 30, 60].map((a) => `<ellipse cx="${windowLeft ? 1115 : 95}" cy="590" rx="16" ry="60" fill="#3f7d35" transform="rotate(${a} ${windowLeft ? 1115 : 95} 640)"/>`).join("")}`;
}

function createScene(kind: SceneKind, seed: number): string {
  const ctx = makeCtx(seed * 31 + SCENE_KINDS.indexOf(kind));
  if (kind === "interior") return svgDoc(W, H, interior(ctx, seed));
  const { rng } = ctx;
  const layers = kind === "skyline" ? [430, 500] : [420, 470, 530, 600];
  const outdoor = sky(ctx) + hills(ctx, layers) + glassDefs(ctx);
  const cx = W / 2 + rng.range(-120, 120);
  const trees = () =>
    `${roundTree(ctx, rng.range(40, 150), GROUND_Y + 60, rng.range(110, 150))}${roundTree(ctx, rng.range(1050, 1160), GROUND_Y + 70, rng.range(110, 160))}`;
  switch (kind) {
    case "house":
      return svgDoc(W, H, outdoor + lawn(ctx, 620) + house(ctx, cx) + trees());
    case "villa":
      return svgDoc(W, H, outdoor + lawn(ctx, 620) + villa(ctx, cx));
    case "apartment":
      return svgDoc(W, H, outdoor + lawn(ctx, 620) + apartment(ctx, cx));
    case "townhouse":
      return svgDoc(W, H, outdoor + lawn(ctx, 620) + townhouse(ctx, W / 2));
    case "land":
      return svgDoc(W, H, outdoor + lawn(ctx, 540) + land(ctx));
    case "skyline":
      return svgDoc(W, H, outdoor + skyline(ctx));
  }
}

const SKIN = ["#8d5524", "#6b4226", "#a86b3c", "#5a3825", "#7a4a2a"];
const HAIR = ["#1b1411", "#2a1d17", "#120d0b"];
const BACKDROPS: readonly [string, string][] = [
  ["#1f6f8b", "#99d5c9"],
  ["#6c5b7b", "#f8b195"],
  ["#2d6a4f", "#b7e4c7"],
  ["#3a506b", "#e0c3a3"],
  ["#b5452c", "#f6d6a8"],
  ["#1d4f91", "#a9c9f5"],
];

function createAvatar(initials: string, seed: number, hair: HairStyle): string {
  const rng = createRng(seed * 17 + 5);
  const [from, to] = rng.pick(BACKDROPS);
  const skin = rng.pick(SKIN);
  const hairColour = rng.pick(HAIR);
  const shirt = rng.pick(["#f4efe6", "#2f3e52", "#7a2f2f", "#3e5a3a", "#d9b48f", "#1f6f8b"]);
  const hairShape =
    hair === "short"
      ? `<path d="M136 170 Q136 92 200 90 Q264 92 264 170 Q254 128 200 124 Q146 128 136 170 Z" fill="${hairColour}"/>`
      : `<path d="M122 250 Q112 96 200 84 Q288 96 278 250 Q262 210 262 168 Q250 126 200 122 Q150 126 138 168 Q138 210 122 250 Z" fill="${hairColour}"/><circle cx="200" cy="80" r="30" fill="${hairColour}"/>`;
  return svgDoc(
    400,
    400,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#bg)"/>
<rect x="176" y="225" width="48" height="70" rx="18" fill="${mix(skin, "#000000", 0.12)}"/>
<path d="M60 400 Q70 290 200 285 Q330 290 340 400 Z" fill="${shirt}"/>
<path d="M174 284 L200 318 L226 284 Z" fill="${mix(skin, "#000000", 0.12)}"/>
<ellipse cx="200" cy="178" rx="66" ry="80" fill="${skin}"/>
<ellipse cx="134" cy="185" rx="10" ry="16" fill="${skin}"/><ellipse cx="266" cy="185" rx="10" ry="16" fill="${skin}"/>
${hairShape}
<rect x="140" y="318" width="120" height="52" rx="26" fill="#ffffff" opacity="0.9"/>
<text x="200" y="354" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="30" fill="${from}">${initials}</text>`,
  );
}

export function renderScene(kind: SceneKind, seed: number): Promise<Buffer> {
  return rasteriseDrawing(createScene(kind, seed), 85);
}

/** A stylised head-and-shoulders portrait with the person's initials, for testimonials and authors. */
export async function renderAvatar(name: string, seed: number, hair: HairStyle): Promise<Buffer> {
  const initials = name
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
  return rasteriseDrawing(createAvatar(initials, seed, hair), 88);
}
