/**
 * `npm start` and `npm test` run through this: `node scripts/with-node.mjs COMMAND [ARGS…]`.
 * When the machine's Node is older than package.json's engines allow, it installs Node 24 from the
 * npm registry into .cache/node24 (as scripts/ensure-node.sh does for CI) and runs the command with
 * it; on a fresh clone it installs the dependencies first. Plain JavaScript, so old Node runs it.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isOlder, minimumVersion, nodePackage, parseVersion } from "./lib/node-version.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const [command, ...args] = process.argv.slice(2);
if (!command) stop("Usage: node scripts/with-node.mjs COMMAND [ARGS…]");

const engines = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).engines.node;
let node = process.execPath;
let env = process.env;
if (isOlder(parseVersion(process.versions.node), minimumVersion(engines))) {
  node = cachedNode(`Node ${process.versions.node} is older than this project needs (${engines})`);
  env = { ...process.env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ""}` };
}

if (!existsSync(path.join(root, "node_modules", ".package-lock.json"))) {
  process.stdout.write("Installing dependencies…\n");
  npm(["install", "--no-audit", "--no-fund"], "inherit", "Installing the dependencies failed");
}

const child = spawn(command === "node" ? node : command, args, { stdio: "inherit", env });
child.on("error", (error) => stop(`Could not run ${command}: ${error.message}`));
// Ctrl-C and a stop of the process group reach the command directly: passing them on would deliver
// them twice and cut its clean shutdown short. This process only waits to report how it ended.
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM", "SIGHUP"])) process.on(signal, () => {});
child.on("exit", (code, signal) => {
  if (signal) {
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  } else process.exit(code ?? 1);
});

/**
 * Path of Node 24 in .cache/node24, installed from the npm registry the first time.
 * @param {string} reason
 */
function cachedNode(reason) {
  const pkg = nodePackage(process.platform, process.arch);
  if (!pkg) stop(`${reason}: install Node 24 from https://nodejs.org and try again.`);
  const prefix = path.join(root, ".cache", "node24");
  const binary = path.join(prefix, "node_modules", pkg, "bin", "node");
  if (existsSync(binary)) {
    process.stdout.write(`${reason}: using Node 24 from .cache/node24.\n`);
    return binary;
  }
  process.stdout.write(`${reason}: installing Node 24 from the npm registry into .cache/node24 and using it.\n`);
  const failed = "Installing Node 24 from the npm registry failed";
  npm(["install", "--prefix", prefix, "--no-save", "--no-audit", "--no-fund", `${pkg}@24`], "ignore", failed);
  if (!existsSync(binary)) stop(`${failed}: ${binary} is missing.`);
  return binary;
}

/**
 * Runs npm in the project; on failure stops with one line, npm's own reason, instead of its trace.
 * @param {string[]} args
 * @param {"inherit" | "ignore"} stdout
 * @param {string} failure what failed, for the message
 */
function npm(args, stdout, failure) {
  const result = spawnSync("npm", args, { cwd: root, env, stdio: ["ignore", stdout, "pipe"], encoding: "utf8" });
  if (result.error) stop(`${failure}: could not run npm (${result.error.message}).`);
  if (result.status === 0) {
    process.stderr.write(result.stderr);
    return;
  }
  const reasons = result.stderr
    .split("\n")
    .filter((line) => line.startsWith("npm error "))
    .map((line) => line.slice("npm error ".length))
    .filter((line) => !/^(code|syscall|errno|A complete log)\b/.test(line));
  stop(
    `${failure}: ${reasons[0] ?? `npm exited with ${result.status}`}. Install Node 24 and the dependencies yourself, or try again.`,
  );
}

/** @param {string} message @returns {never} */
function stop(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
