/**
 * Which Node the project can run on. Plain JavaScript (checked through JSDoc) so that a Node too old
 * for the TypeScript sources can still run it.
 */

/** @typedef {[number, number, number]} Version */

/**
 * @param {string} text a version such as "20.19.2" or "v24.1.0"
 * @returns {Version}
 */
export function parseVersion(text) {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(text.trim());
  if (!match) throw new Error(`Not a Node version: "${text}"`);
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

/**
 * The lowest version allowed by package.json's engines.node, which has the form ">=X.Y[.Z]".
 * @param {string} range
 * @returns {Version}
 */
export function minimumVersion(range) {
  const match = /^>=\s*(v?\d+(?:\.\d+){0,2})$/.exec(range.trim());
  if (!match?.[1]) throw new Error(`engines.node must look like ">=22.22", not "${range}"`);
  return parseVersion(match[1]);
}

/**
 * @param {Version} version
 * @param {Version} minimum
 */
export function isOlder(version, minimum) {
  for (let i = 0; i < 3; i++) {
    const a = version[i] ?? 0;
    const b = minimum[i] ?? 0;
    if (a !== b) return a < b;
  }
  return false;
}

/** Platforms whose Node 24 binary is published on npm as `node-<platform>-<arch>` (binary in bin/). */
const PUBLISHED = ["linux-x64", "linux-arm64", "darwin-x64"];

/**
 * The npm package carrying a Node 24 binary for this machine, or undefined where there is none.
 * @param {string} platform process.platform
 * @param {string} arch process.arch
 */
export function nodePackage(platform, arch) {
  return PUBLISHED.includes(`${platform}-${arch}`) ? `node-${platform}-${arch}` : undefined;
}
