import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PASSWORD_MIN_LENGTH } from "../../domain/auth.ts";
import { consultationActivityLabel, LEAD_TITLES } from "../../domain/consultation.ts";
import { CONSULTATION_STATUSES } from "../../domain/enums.ts";
import { VERBATIM_MESSAGES } from "../../domain/messages.ts";
import { VIEWING_MESSAGES } from "../../domain/viewing-calendar.ts";
import { isVisitorMessage } from "./validation.ts";

const SRC = path.resolve(import.meta.dirname, "../..");
const catalogue = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, "locales", locale, "admin.json"), "utf8"));

/** The source of every non-test module under a folder of src. */
function sources(folder: string): string[] {
  return readdirSync(path.join(SRC, folder), { recursive: true, encoding: "utf8" })
    .filter(
      (file) => file.endsWith(".ts") && !file.includes(".test.") && !file.includes("test-records") && !file.includes("demo"),
    )
    .map((file) => readFileSync(path.join(SRC, folder, file), "utf8"));
}

function matches(texts: string[], patterns: RegExp[]): string[] {
  return texts.flatMap((source) => patterns.flatMap((pattern) => [...source.matchAll(pattern)].flatMap((m) => m.slice(1))));
}

/** The fixed English texts the server stores for staff: activity actions and notification titles. */
function storedTexts(): string[] {
  const fromServices = matches(sources("server/services"), [
    /\blog[A-Z]\w*\(\w+, "([^"]+)"/g,
    /\baction: "([^"]+)"/g,
    /\baction: [^?\n]+\? "([^"]+)" : "([^"]+)"/g,
    /\btitle: "([^"]+)"/g,
  ]);
  const consultations = [...CONSULTATION_STATUSES, null].map((status) => consultationActivityLabel(status));
  return [...new Set([...Object.values(LEAD_TITLES), ...consultations, ...fromServices])].sort();
}

/** The English messages the API answers staff with that the public catalogues do not word. */
function messages(): string[] {
  const refusals = matches(sources("server"), [
    /\b(?:badRequest|conflict|forbidden|notFound|unauthorized)\("([^"]+)"\)/g,
    /HttpError\(\d+, "([^"]+)"\)/g,
    /const [A-Z_]*(?:MESSAGE|NOT_FOUND|TAKEN|REFUSED|TOO_LARGE|MALFORMED)[A-Z_]* = "([^"]+)"/g,
  ]);
  const validation = matches(sources("domain"), [/\b(?:message|error): "([^"]+)"/g]);
  const passwordRule = `must be at least ${PASSWORD_MIN_LENGTH} characters`;
  const all = [...refusals, ...validation, ...VERBATIM_MESSAGES, ...Object.values(VIEWING_MESSAGES), passwordRule];
  return [...new Set(all)].filter((message) => !isVisitorMessage(message)).sort();
}

describe("texts the server stores or sends in English", () => {
  it("each has its entry in the back office's catalogues, English as the server writes it", async () => {
    const { serverTextKey } = await import("./server-text-key.ts");
    const texts = [...storedTexts(), ...messages()];
    expect(storedTexts().length).toBeGreaterThan(30);
    expect(messages().length).toBeGreaterThan(40);
    const entry = (locale: string, text: string) => catalogue(locale)[`admin.server.${serverTextKey(text)}`];
    expect(texts.map((text) => [text, entry("en", text)])).toEqual(texts.map((text) => [text, text]));
    expect(texts.filter((text) => !entry("fr", text))).toEqual([]);
  });

  it("the back office's forms and toasts word them in the reader's language", async () => {
    const { tMessage } = await import("./validation.ts");
    const { withLabels } = await import("../components/form/use-schema-form.ts");
    const { setLocaleSource } = await import("./i18n.ts");
    await import("./catalogues/admin.ts");
    expect(tMessage("A user with this email already exists")).toBe("A user with this email already exists");
    setLocaleSource(() => "fr");
    try {
      expect(tMessage("A user with this email already exists")).toBe("Un utilisateur avec cette adresse e-mail existe déjà");
      expect(withLabels({ email: ["must be a valid email address"] }, { email: "E-mail" })).toEqual({
        email: ["E-mail doit être une adresse e-mail valide"],
      });
      // The public site's own messages keep their wording; one nobody wrote reads as it came.
      expect(tMessage("Subject is required")).toBe("L'objet est obligatoire");
      expect(tMessage("Not a message anybody wrote")).toBe("Not a message anybody wrote");
    } finally {
      setLocaleSource(() => "en");
    }
  });
});
