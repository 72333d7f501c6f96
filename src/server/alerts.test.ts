import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { createMetrics } from "./metrics.ts";

type Rule = { alert: string; expr: string; for?: string; labels?: { severity?: string }; annotations?: { summary?: string } };

const file = path.resolve(import.meta.dirname, "../../deploy/alerts.yml");
const rules = (parse(readFileSync(file, "utf8")) as { groups: { name: string; rules: Rule[] }[] }).groups.flatMap(
  (group) => group.rules,
);

/** What PromQL calls a function, an operator or a clause: words of an expression that are not series. */
const PROMQL_WORDS = new Set([
  "and",
  "or",
  "unless",
  "by",
  "without",
  "on",
  "ignoring",
  "group_left",
  "group_right",
  "bool",
  "offset",
]);

/** Prometheus's own series about each scrape, which no target exports. */
const SCRAPE_SERIES = new Set(["up", "scrape_duration_seconds", "scrape_samples_scraped"]);

/** The metric names an expression reads: its words, less label matchers, ranges, strings, clauses and functions. */
function metricsOf(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, " ")
    .replace(/\{[^}]*\}/g, " ")
    .replace(/\[[^\]]*\]/g, " ")
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, " ");
  const names = [...bare.matchAll(/([A-Za-z_:][A-Za-z0-9_:]*)(\s*\()?/g)]
    .filter(([, word, call]) => !call && !PROMQL_WORDS.has(word as string) && !/^\d/.test(word as string))
    .map(([, word]) => word as string)
    // Numbers in exponent form (450e6) leave their exponent behind as a word.
    .filter((word) => !/^e\d+$/.test(word));
  return [...new Set(names)];
}

/** Every series name the site exports when its metrics are served: histograms as their three series. */
async function exportedNames(): Promise<Set<string>> {
  const metrics = createMetrics({ processMetrics: true });
  const names = new Set<string>();
  for (const metric of await metrics.registry.getMetricsAsJSON()) {
    if (String(metric.type) === "histogram")
      for (const suffix of ["_bucket", "_sum", "_count"]) names.add(`${metric.name}${suffix}`);
    else names.add(metric.name);
  }
  return names;
}

describe("deploy/alerts.yml", () => {
  it("reads only metrics the site exports (or Prometheus's own up)", async () => {
    const exported = await exportedNames();
    const unknown = rules.flatMap((rule) =>
      metricsOf(rule.expr)
        .filter((name) => !exported.has(name) && !SCRAPE_SERIES.has(name))
        .map((name) => `${rule.alert}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it("watches errors, job and outbox failures, the event loop and the database pool", () => {
    const watched = new Set(rules.flatMap((rule) => metricsOf(rule.expr)));
    for (const name of [
      "http_request_duration_seconds_count",
      "job_failures_total",
      "job_queue_depth",
      "outbox_failed_messages",
      "nodejs_eventloop_lag_p99_seconds",
      "db_pool_connections",
    ])
      expect(watched, name).toContain(name);
  });

  it("gives every alert a distinct name, a duration, a severity and a summary", () => {
    expect(new Set(rules.map((rule) => rule.alert)).size).toBe(rules.length);
    for (const rule of rules) {
      expect(rule.for, rule.alert).toMatch(/^\d+[smh]$/);
      expect(["page", "ticket"], rule.alert).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
    }
  });

  it("finds the metric names of an expression, not its functions, labels or clauses", () => {
    expect(
      metricsOf('sum by (instance, le) (rate(http_request_duration_seconds_bucket{status="5xx"}[5m])) > 2 and up == 0'),
    ).toEqual(["http_request_duration_seconds_bucket", "up"]);
    expect(metricsOf("nodejs_heap_size_used_bytes > 450e6")).toEqual(["nodejs_heap_size_used_bytes"]);
  });
});
