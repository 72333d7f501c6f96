import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { productionNodeOptions, root } from "./lib/bench-server.ts";

/**
 * The Dockerfile and compose.yaml read as files: the container test that builds and starts them
 * (scripts/container-test.sh) needs a builder and the base images, which CI's machine has not.
 */
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

type Instruction = { keyword: string; args: string };

/** The Dockerfile's instructions by stage, continuation lines joined and comments left out. */
function dockerfileStages(text: string): { from: string; name?: string; instructions: Instruction[] }[] {
  const lines = text
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const stages: { from: string; name?: string; instructions: Instruction[] }[] = [];
  for (const line of lines) {
    const [keyword = "", ...rest] = line.split(/\s+/);
    const args = rest.join(" ");
    if (keyword.toUpperCase() === "FROM") {
      const [from = "", as, name] = args.split(/\s+/);
      stages.push({ from, ...(as?.toUpperCase() === "AS" && name ? { name } : {}), instructions: [] });
    } else stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args });
  }
  return stages;
}

/** The exec form's words (`["node", "x"]`). */
const execForm = (args: string): string[] => JSON.parse(args.replace(/^--\S+\s+/g, "")) as string[];

const dockerignore = read(".dockerignore")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#"));

describe("Dockerfile", () => {
  const stages = dockerfileStages(read("Dockerfile"));
  const final = stages.at(-1);
  if (!final) throw new Error("The Dockerfile has no FROM");
  const all = (keyword: string) => final.instructions.filter((i) => i.keyword === keyword);
  const env = Object.fromEntries(all("ENV").flatMap((i) => [...i.args.matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1], m[2]])));

  it("builds in stages on Node 24's slim Debian image", () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage.from).toBe("node:24-bookworm-slim");
  });

  it("runs as a user other than root, with the data on a volume at DATA_DIR", () => {
    const user = all("USER").at(-1)?.args;
    expect(user).toBeDefined();
    expect(["root", "0", "0:0"]).not.toContain(user);
    expect(env.DATA_DIR).toBe("/data");
    expect(all("VOLUME").map((v) => v.args)).toContain(env.DATA_DIR);
    // The user may write there: the folder is made theirs before USER.
    expect(final.instructions.some((i) => i.keyword === "RUN" && i.args.includes(`-o ${user}`) && i.args.includes("/data"))).toBe(
      true,
    );
  });

  it("answers on every interface at PORT, checks /api/health there and runs the server as `npm start` does", () => {
    expect(env.HOST).toBe("0.0.0.0");
    expect(all("EXPOSE").map((e) => e.args)).toContain(env.PORT);
    const [healthcheck] = all("HEALTHCHECK");
    expect(healthcheck?.args).toMatch(/--interval=\S+/);
    const probe = execForm(healthcheck?.args.slice(healthcheck.args.indexOf("CMD") + 3).trim() ?? "[]").join(" ");
    expect(probe).toContain(`http://127.0.0.1:\${process.env.PORT}/api/health`);
    const command = execForm(all("CMD").at(-1)?.args ?? "[]");
    expect(command).toEqual(["node", ...productionNodeOptions(), "src/server/main.ts"]);
  });

  it("copies only files that exist and that .dockerignore lets through, and stages that exist", () => {
    const names = stages.map((stage) => stage.name);
    for (const stage of stages)
      for (const copy of stage.instructions.filter((i) => i.keyword === "COPY")) {
        const words = copy.args.split(/\s+/);
        const from = words.find((word) => word.startsWith("--from="))?.slice("--from=".length);
        const paths = words.filter((word) => !word.startsWith("--"));
        const sources = paths.slice(0, -1);
        if (from) {
          expect(names).toContain(from);
          continue;
        }
        for (const source of sources) {
          expect(existsSync(path.join(root, source)), `${source} exists`).toBe(true);
          expect(dockerignore, `.dockerignore lets ${source} through`).not.toContain(source);
        }
      }
  });

  it("keeps dependencies, builds, data and secrets out of the build context", () => {
    for (const entry of ["node_modules", "build", "data", ".env", ".git"]) expect(dockerignore).toContain(entry);
  });
});

type Service = {
  image?: string;
  build?: string;
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  healthcheck?: { test: string[] | string };
};

describe("compose.yaml", () => {
  const compose = parse(read("compose.yaml")) as { services: Record<string, Service>; volumes: Record<string, unknown> };
  const { site, db } = compose.services;
  if (!site || !db) throw new Error("compose.yaml needs the services site and db");
  const settings = new Set([...read(".env.example").matchAll(/^([A-Z_0-9]+)=/gm)].map((m) => m[1]));

  it("builds the site from the Dockerfile and starts it once PostgreSQL answers", () => {
    expect(site.build).toBe(".");
    expect(site.depends_on).toEqual({ db: { condition: "service_healthy" } });
    expect(db.image).toMatch(/^(docker\.io\/library\/)?postgres:\d+/);
    expect(String(db.healthcheck?.test)).toContain("pg_isready");
  });

  it("connects as the app's role and migrates as the owner, the roles the database's first start creates", () => {
    const env = site.environment ?? {};
    const app = new URL(env.DATABASE_URL ?? "");
    const owner = new URL(env.DATABASE_OWNER_URL ?? "");
    expect([app.username, owner.username]).toEqual(["kigali_app", "kigali_owner"]);
    for (const url of [app, owner]) expect([url.hostname, url.pathname]).toEqual(["db", "/kigali_estates"]);
    const init = db.volumes?.find((volume) => volume.includes("/docker-entrypoint-initdb.d/"));
    const script = read(init?.split(":")[0] ?? "");
    expect(script).toContain("CREATE ROLE kigali_owner LOGIN");
    expect(script).toContain("CREATE ROLE kigali_app LOGIN");
    expect(script).toContain("CREATE DATABASE kigali_estates OWNER kigali_owner");
    // The passwords the URLs carry are the ones the script gives the roles.
    expect(db.environment).toMatchObject({
      KIGALI_OWNER_PASSWORD: expect.stringMatching(/^\$\{KIGALI_OWNER_PASSWORD:\?/),
      KIGALI_APP_PASSWORD: expect.stringMatching(/^\$\{KIGALI_APP_PASSWORD:\?/),
    });
    expect(env.DATABASE_URL).toContain(`:\${KIGALI_APP_PASSWORD}@`);
    expect(env.DATABASE_OWNER_URL).toContain(`:\${KIGALI_OWNER_PASSWORD}@`);
  });

  it("sets only settings the server reads", () => {
    for (const name of Object.keys(site.environment ?? {})) expect(settings, name).toContain(name);
  });

  it("keeps the site's data and the database's on named volumes", () => {
    expect(site.volumes).toContain(`site-data:${site.environment?.DATA_DIR}`);
    expect(db.volumes).toContain("db-data:/var/lib/postgresql/data");
    expect(Object.keys(compose.volumes)).toEqual(["db-data", "site-data"]);
  });

  it("checks the site's /api/health and publishes it on the host's loopback only", () => {
    expect(String(site.healthcheck?.test)).toContain("http://127.0.0.1:3000/api/health");
    for (const port of site.ports ?? []) expect(port).toMatch(/^127\.0\.0\.1:/);
  });
});
