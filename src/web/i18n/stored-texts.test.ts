import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { consultationActivityLabel, LEAD_TITLES } from "../../domain/consultation.ts";
import { CONSULTATION_STATUSES } from "../../domain/enums.ts";

const SERVICES = path.resolve(import.meta.dirname, "../../server/services");
const catalogue = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, "locales", locale, "admin.json"), "utf8"));

/** The fixed English texts the server stores for staff: activity actions and notification titles. */
function storedTexts(): string[] {
  const found = new Set<string>([
    ...Object.values(LEAD_TITLES),
    ...[...CONSULTATION_STATUSES, null].map((status) => consultationActivityLabel(status)),
  ]);
  for (const file of readdirSync(SERVICES).filter((name) => name.endsWith(".ts") && !name.includes(".test."))) {
    const source = readFileSync(path.join(SERVICES, file), "utf8");
    // log…(tx, "Property added", …), `action: "…"`, `title: "…"` on a notification, and an action chosen between two.
    const patterns = [
      /\blog[A-Z]\w*\(\w+, "([^"]+)"/g,
      /\baction: "([^"]+)"/g,
      /\btitle: "([^"]+)"/g,
      /\baction: [^?\n]+\? "([^"]+)" : "([^"]+)"/g,
    ];
    for (const pattern of patterns)
      for (const match of source.matchAll(pattern)) for (const text of match.slice(1)) found.add(text);
  }
  return [...found].sort();
}

describe("texts the server stores in English", () => {
  it("each has its entry in the back office's catalogues, English as stored", async () => {
    const { storedTextKey } = await import("./catalogues/admin.ts");
    const texts = storedTexts();
    expect(texts.length).toBeGreaterThan(30);
    const entries = texts.map((text) => [text, catalogue("en")[`admin.stored.${storedTextKey(text)}`]]);
    expect(entries).toEqual(texts.map((text) => [text, text]));
    for (const text of texts) expect(catalogue("fr")[`admin.stored.${storedTextKey(text)}`]).toBeTruthy();
  });
});
