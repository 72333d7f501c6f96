import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { cp, mkdtemp, readdir, rm } from "node:fs/promises";
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
