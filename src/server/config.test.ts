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

  it("reads the hosts whose pages are served as they are, each with or without a port, and refuses what is not a host", () => {
    expect(loadConfig({}).allowedHosts).toEqual([]);
    expect(loadConfig({ ALLOWED_HOSTS: " 10.0.0.11:3000, App1.Internal ,[::1]:3000," }).allowedHosts).toEqual([
      { name: "10.0.0.11", port: "3000" },
      { name: "app1.internal", port: undefined },
      { name: "[::1]", port: "3000" },
    ]);
    for (const bad of ["https://app1.internal", "app1.internal/health", "app 1", "app1:port"])
      expect(() => loadConfig({ ALLOWED_HOSTS: bad }), bad).toThrow(/ALLOWED_HOSTS: must be host names/);
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

  it("trusts X-Forwarded-For only from the proxies named by address or range, and no proxy by default", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1" }).trustProxy).toEqual(["127.0.0.1"]);
    expect(loadConfig({ TRUST_PROXY: " 10.0.0.5, 10.1.0.0/16 ,::1,fd00::/8, loopback" }).trustProxy).toEqual([
      "10.0.0.5",
      "10.1.0.0/16",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
  });

  it("refuses TRUST_PROXY=true, which let any client choose its own address, naming the forms it takes", () => {
    for (const value of ["true", "TRUE", "yes", "1", "2"]) {
      let message = "";
      try {
        loadConfig({ TRUST_PROXY: value });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        message = (error as Error).message;
      }
      expect(message).toContain(
        "TRUST_PROXY: name the proxies in front of the server by address or range, comma-separated (e.g. 127.0.0.1 or 10.0.0.0/8), or false;",
      );
    }
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY: "10.0.0.0\/33" is not an address or range/);
    expect(() => loadConfig({ TRUST_PROXY: "127.0.0.1,proxy.example" })).toThrow(
      /TRUST_PROXY: "proxy.example" is not an address or range/,
    );
  });
});
