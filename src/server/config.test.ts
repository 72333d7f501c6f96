import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.admin).toBeUndefined();
    expect(config.cacheBytes).toBe(64 * 1024 * 1024);
    expect(config.cdnMaxAge).toBe(0);
  });

  it("reads the cache's size and the CDN's delay", () => {
    const config = loadConfig({ CACHE_SIZE_MB: "0", CDN_MAX_AGE: "120" });
    expect(config.cacheBytes).toBe(0);
    expect(config.cdnMaxAge).toBe(120);
    expect(() => loadConfig({ CACHE_SIZE_MB: "-1" })).toThrow(/CACHE_SIZE_MB/);
    expect(() => loadConfig({ CDN_MAX_AGE: "a day" })).toThrow(/CDN_MAX_AGE/);
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" }).databaseUrl).toBeUndefined();
  });

  it("reads PostgreSQL, admin and public URL settings", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://localhost:5432/agency",
      ADMIN_EMAIL: "owner@example.rw",
      ADMIN_PASSWORD: "a-long-password",
      PUBLIC_URL: "https://agency.example.rw/",
      PORT: "8080",
    });
    expect(config.databaseUrl).toBe("postgres://localhost:5432/agency");
    expect(config.admin).toEqual({ email: "owner@example.rw", password: "a-long-password" });
    expect(config.publicUrl).toBe("https://agency.example.rw");
    expect(config.port).toBe(8080);
  });

  it("reads the owner role's PostgreSQL URL, which needs DATABASE_URL", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://kigali_app@localhost:5432/agency",
      DATABASE_OWNER_URL: "postgres://kigali_owner@localhost:5432/agency",
    });
    expect(config.databaseOwnerUrl).toBe("postgres://kigali_owner@localhost:5432/agency");
    expect(loadConfig({}).databaseOwnerUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_OWNER_URL: "postgres://kigali_owner@localhost:5432/agency" })).toThrow(
      /DATABASE_OWNER_URL needs DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: "postgres://localhost/agency", DATABASE_OWNER_URL: "mysql://x" })).toThrow(
      /DATABASE_OWNER_URL: must start with postgres:\/\/ or postgresql:\/\//,
    );
  });

  it("names every bad variable in one error", () => {
    let message = "";
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", ADMIN_EMAIL: "not-an-email", ADMIN_PASSWORD: "short" });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const name of ["PORT", "DATABASE_URL", "ADMIN_EMAIL", "ADMIN_PASSWORD"]) expect(message).toContain(name);
  });

  it("reads the SMS provider, which is off by default and needs its URL for a token or sender", () => {
    expect(loadConfig({}).sms).toBeUndefined();
    expect(loadConfig({ SMS_URL: "https://sms.example.rw/send", SMS_TOKEN: "secret", SMS_FROM: "KigaliEst" }).sms).toEqual({
      url: "https://sms.example.rw/send",
      token: "secret",
      from: "KigaliEst",
    });
    expect(loadConfig({ SMS_URL: "http://127.0.0.1:9000/sms" }).sms).toEqual({
      url: "http://127.0.0.1:9000/sms",
      token: undefined,
      from: undefined,
    });
    expect(() => loadConfig({ SMS_URL: "ftp://sms.example.rw" })).toThrow(/SMS_URL/);
    expect(() => loadConfig({ SMS_TOKEN: "secret" })).toThrow(/SMS_TOKEN needs SMS_URL/);
  });

  it("requires ADMIN_EMAIL and ADMIN_PASSWORD together", () => {
    expect(() => loadConfig({ ADMIN_EMAIL: "owner@example.rw" })).toThrow(/ADMIN_PASSWORD/);
  });
});
