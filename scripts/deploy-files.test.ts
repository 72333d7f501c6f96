import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const deploy = path.resolve(import.meta.dirname, "..", "deploy");

/** The first program of this name found in the usual system folders, or undefined. */
function program(name: string): string | undefined {
  return ["/usr/bin", "/usr/sbin", "/bin", "/sbin"].map((dir) => path.join(dir, name)).find((file) => existsSync(file));
}

/** A unit file's `Key=value` settings, each key with every value it is given. */
function settingsOf(unit: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  for (const line of readFileSync(path.join(deploy, unit), "utf8").split("\n")) {
    const match = /^(\w+)=(.*)$/.exec(line);
    if (match?.[1] && match[2] !== undefined) settings.set(match[1], [...(settings.get(match[1]) ?? []), match[2]]);
  }
  return settings;
}

describe("the systemd units in deploy/", () => {
  const site = settingsOf("kigali-estates.service");
  const backup = settingsOf("kigali-estates-backup.service");

  it("run the backup and its failure report as the site's user, through npm (the project's Node)", () => {
    expect(site.get("User")).toEqual(["kigali"]);
    expect(backup.get("User")).toEqual(site.get("User"));
    expect(backup.get("ExecStart")).toEqual(["/usr/bin/npm run backup -- --out=/var/backups/kigali-estates"]);

    const [onFailure, ...more] = backup.get("OnFailure") ?? [];
    expect(more).toEqual([]);
    expect(existsSync(path.join(deploy, onFailure ?? "none"))).toBe(true);
    const report = settingsOf(onFailure ?? "");
    expect(report.get("User")).toEqual(site.get("User"));
    expect(report.get("ExecStart")).toEqual(["/usr/bin/npm run report-failure -- kigali-estates-backup.service"]);
    // The site comes back whichever way the backup ends.
    expect(backup.get("OnSuccess")).toEqual(["kigali-estates.service"]);
    expect(report.get("ExecStopPost")).toEqual(["+/bin/systemctl start kigali-estates"]);
  });

  const analyze = program("systemd-analyze");
  // Skipped only where systemd's tools are not installed (not a Debian or systemd machine).
  it.skipIf(analyze === undefined)("pass systemd-analyze verify without a warning", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "kigali-units-"));
    try {
      const units = (await readdir(deploy)).filter((name) => /\.(service|timer)$/.test(name));
      for (const unit of units) await cp(path.join(deploy, unit), path.join(dir, unit));
      const result = spawnSync(analyze ?? "", ["verify", ...units.map((unit) => path.join(dir, unit))], { encoding: "utf8" });
      expect(result.stderr).toBe("");
      expect(result.status).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("the nginx site in deploy/", () => {
  const nginx = program("nginx");
  const openssl = program("openssl");
  // Skipped only where nginx is not installed; .ci/run installs Debian's nginx-light, so CI runs it.
  it.skipIf(nginx === undefined || openssl === undefined)("passes nginx -t on Debian's nginx", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "kigali-nginx-"));
    try {
      // A certificate of its own in place of Let's Encrypt's, and every file nginx writes in the folder.
      const certificate = spawnSync(
        openssl ?? "",
        ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=kigaliestates.rw"].concat([
          "-keyout",
          path.join(dir, "privkey.pem"),
          "-out",
          path.join(dir, "fullchain.pem"),
        ]),
        { encoding: "utf8" },
      );
      expect(certificate.status).toBe(0);
      const site = await readFile(path.join(deploy, "nginx.conf"), "utf8");
      const live = "/etc/letsencrypt/live/kigaliestates.rw/";
      expect(site).toContain(live);
      await writeFile(path.join(dir, "site.conf"), site.replaceAll(live, `${dir}/`));
      await mkdir(path.join(dir, "logs"));
      await writeFile(
        path.join(dir, "nginx.conf"),
        [
          `pid ${dir}/nginx.pid;`,
          "events {}",
          "http {",
          `  access_log ${dir}/logs/access.log;`,
          ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`),
          `  include ${dir}/site.conf;`,
          "}",
        ].join("\n"),
      );
      const result = spawnSync(
        nginx ?? "",
        ["-t", "-p", dir, "-e", path.join(dir, "logs", "error.log"), "-c", path.join(dir, "nginx.conf")],
        { encoding: "utf8" },
      );
      expect(result.stderr).toContain("syntax is ok");
      expect(result.stderr).toContain("test is successful");
      expect(result.stderr).not.toContain("[warn]");
      expect(result.status).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
