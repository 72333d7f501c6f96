import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("starting the server", () => {
  it("stops with one message naming every bad variable", () => {
    const result = spawnSync(process.execPath, ["src/server/main.ts"], {
      env: { ...process.env, PORT: "eighty", DATABASE_URL: "mysql://nope", HOST: "127.0.0.1" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Invalid configuration:");
    expect(result.stderr).toContain("PORT");
    expect(result.stderr).toContain("DATABASE_URL");
  });
});
