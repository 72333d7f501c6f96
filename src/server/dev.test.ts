import { type ChildProcess, spawn } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * `npm run dev` in a copy of the project, so the test can edit a page and a catalogue without
 * touching the sources other tests read. Its node_modules is a folder of links to the project's
 * packages: Vite keeps its dependency cache in node_modules/.vite, which stays in the copy.
 */
async function copyProject(): Promise<string> {
  const copy = await mkdtemp(path.join(tmpdir(), "kigali-dev-"));
  for (const entry of ["src", "public", "scripts", "package.json", "vite.config.ts", "react-router.config.ts", "tsconfig.json"]) {
    await cp(path.join(root, entry), path.join(copy, entry), { recursive: true });
  }
  await mkdir(path.join(copy, "node_modules"));
  for (const entry of await readdir(path.join(root, "node_modules"))) {
    if (entry.startsWith(".vite")) continue;
    await symlink(path.join(root, "node_modules", entry), path.join(copy, "node_modules", entry));
  }
  return copy;
}

/** Asks for the page until it has `text`: the dev server picks up an edit within a moment, the first render takes longer. */
async function pageOnceItShows(url: string, text: string): Promise<string> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const html = await (await fetch(url)).text();
    if (html.includes(text) || Date.now() > deadline) return html;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("npm run dev", () => {
  let copy = "";
  let child: ChildProcess | undefined;
  let base = "";
  let output = "";

  beforeAll(async () => {
    copy = await copyProject();
    child = spawn("npm", ["run", "dev"], {
      cwd: copy,
      // Its own process group: stopping the group reaches node --watch and the server it runs.
      detached: true,
      env: {
        ...process.env,
        NODE_ENV: "development",
        DATA_DIR: path.join(copy, "data"),
        PORT: "0",
        HOST: "127.0.0.1",
        ALLOWED_HOSTS: "127.0.0.1",
        SEED_DEMO: "false",
        LOG_LEVEL: "warn",
      },
    });
    base = await new Promise<string>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const listening = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (listening?.[1] && output.includes("Back office:")) resolve(listening[1]);
      };
      child?.stdout?.on("data", read);
      child?.stderr?.on("data", read);
      child?.once("exit", (code) => reject(new Error(`npm run dev exited (${code}) before it ran:\n${output}`)));
    });
  }, 180_000);

  afterAll(async () => {
    if (child?.pid && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once("exit", resolve));
      process.kill(-child.pid, "SIGTERM");
      await exited;
    }
    await rm(copy, { recursive: true, force: true });
  }, 60_000);

  it("serves pages, and an edited catalogue and page module without a restart", async () => {
    const first = await fetch(`${base}/about`);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await first.text();
    expect(html).toContain(
      "A Kigali agency helping families, investors and the diaspora find, build and own property in Rwanda.",
    );

    const catalogue = path.join(copy, "src/web/i18n/locales/en/about.json");
    const texts = JSON.parse(await readFile(catalogue, "utf8")) as Record<string, string>;
    await writeFile(catalogue, JSON.stringify({ ...texts, "about.heroText": "Edited while the dev server runs." }));
    expect(await pageOnceItShows(`${base}/about`, "Edited while the dev server runs.")).toContain(
      "Edited while the dev server runs.",
    );

    const page = path.join(copy, "src/web/routes/public/about.tsx");
    const source = await readFile(page, "utf8");
    expect(source).toContain('title: t("about.metaTitle"),');
    await writeFile(page, source.replace('title: t("about.metaTitle"),', 'title: "An edited page",'));
    expect(await pageOnceItShows(`${base}/about`, "<title>An edited page")).toContain("<title>An edited page");
    expect(output).not.toContain("Error");
  }, 200_000);
});
