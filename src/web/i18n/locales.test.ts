import { afterEach, describe, expect, it } from "vitest";
import {
  CONSULTATION_MESSAGES,
  CONTACT_MESSAGES,
  SUBMISSION_MESSAGES,
  TOO_MANY_PIXELS,
  TOO_MANY_REQUESTS,
  UNSUPPORTED_IMAGE,
} from "../../domain/form-messages.ts";
import "./catalogues/blog.ts";
import "./catalogues/listing.ts";
import { formatDate, formatDateTime, formatLongDate, formatNumber, formatPrice } from "./format.ts";
import { currentLocale, localePath, setLocaleSource, t } from "./i18n.ts";
import { DEFAULT_LOCALE, LOCALES, type Locale, localeOfPath, pathIn, routeIdIn, unprefixedPath } from "./locales.ts";
import { postedAgo, relativeTime } from "./relative-time.ts";
import { tMessage } from "./validation.ts";

const inLocale = (locale: Locale) => setLocaleSource(() => locale);
afterEach(() => inLocale(DEFAULT_LOCALE));

describe("addresses per language", () => {
  it("reads the language from the first segment; English has no prefix", () => {
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/properties/abc")).toBe("en");
    expect(localeOfPath("/fr")).toBe("fr");
    expect(localeOfPath("/rw/blog/1")).toBe("rw");
    expect(localeOfPath("/en/blog")).toBe("en");
    expect(localeOfPath("/francais")).toBe("en");
    expect(localeOfPath("/admin/dashboard")).toBe("en");
  });

  it("moves a path between languages, the home page included", () => {
    expect(unprefixedPath("/fr/blog/1")).toBe("/blog/1");
    expect(unprefixedPath("/rw")).toBe("/");
    expect(unprefixedPath("/contact")).toBe("/contact");
    expect(pathIn("fr", "/properties/p1")).toBe("/fr/properties/p1");
    expect(pathIn("rw", "/fr/properties/p1")).toBe("/rw/properties/p1");
    expect(pathIn("en", "/rw/about")).toBe("/about");
    expect(pathIn("fr", "/")).toBe("/fr");
    expect(pathIn("en", "/fr")).toBe("/");
  });

  it("links and route ids follow the page's language", () => {
    expect(localePath("/blog")).toBe("/blog");
    inLocale("rw");
    expect(currentLocale()).toBe("rw");
    expect(localePath("/blog")).toBe("/rw/blog");
    expect(routeIdIn("rw", "routes/public/layout")).toBe("rw/routes/public/layout");
    expect(routeIdIn("en", "routes/public/layout")).toBe("routes/public/layout");
  });
});

describe("numbers, money and dates per language", () => {
  const instant = "2026-11-21T12:05:00Z"; // 14:05 in Kigali

  it("English", () => {
    expect(formatNumber(1_234_567.5)).toBe("1,234,567.5");
    expect(formatPrice(1_200_000)).toBe("RWF 1,200,000");
    expect(formatDate(instant)).toBe("21 Nov 2026");
    expect(formatLongDate(instant)).toBe("November 21, 2026");
    expect(formatDateTime(instant)).toBe("21 Nov 2026, 14:05");
  });

  it("French: narrow no-break spaces, a decimal comma, the amount before RWF", () => {
    inLocale("fr");
    expect(formatNumber(1_234_567.5)).toBe("1\u202f234\u202f567,5");
    expect(formatPrice(1_200_000)).toBe("1\u202f200\u202f000 RWF");
    expect(formatDate(instant)).toBe("21 nov. 2026");
    expect(formatLongDate(instant)).toBe("21 novembre 2026");
    expect(formatDateTime("2026-02-03T07:09:00Z")).toBe("3 févr. 2026 à 09:09");
  });

  it("Kinyarwanda: points between thousands, RWF first, CLDR month names", () => {
    inLocale("rw");
    expect(formatNumber(1_234_567.5)).toBe("1.234.567,5");
    expect(formatPrice(1_200_000)).toBe("RWF 1.200.000");
    expect(formatDate(instant)).toBe("21 ugu. 2026");
    expect(formatLongDate(instant)).toBe("21 Ugushyingo 2026");
    expect(formatDateTime(instant)).toBe("21 ugu. 2026, 14:05");
  });

  it("a date is the Kigali date, whatever the instant's UTC day", () => {
    inLocale("fr");
    expect(formatDate("2026-12-31T22:30:00Z")).toBe("1 janv. 2027");
  });

  it("every language names its twelve months", () => {
    for (const settings of Object.values(LOCALES)) {
      const months = Array.from({ length: 12 }, (_, m) => settings.longDate(new Date(Date.UTC(2026, m, 15))));
      expect(new Set(months).size).toBe(12);
    }
  });
});

describe("plurals and relative times per language", () => {
  const now = new Date("2026-11-21T12:00:00Z");
  const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

  it("French: 0 and 1 are singular", () => {
    inLocale("fr");
    expect(t("properties.bedCount", { n: 0 })).toBe("0 chambre");
    expect(t("properties.bedCount", { n: 1 })).toBe("1 chambre");
    expect(t("properties.bedCount", { n: 2 })).toBe("2 chambres");
    expect(t("properties.count", { shown: 12, total: 1500 })).toBe("Affichage de 12 sur 1\u202f500 biens");
    expect(postedAgo(ago(5), now)).toBe("il y a 5 h");
    expect(postedAgo(ago(24 * 7), now)).toBe("il y a 1 semaine");
    expect(relativeTime(ago(1), now)).toBe("il y a 1 heure");
    expect(relativeTime(ago(24 * 40), now)).toBe("12 oct. 2026");
  });

  it("Kinyarwanda: a whole phrase per count, the noun class changing with it", () => {
    inLocale("rw");
    expect(t("properties.bedCount", { n: 1 })).toBe("Icyumba 1 cyo kuraramo");
    expect(t("properties.bedCount", { n: 3 })).toBe("Ibyumba 3 byo kuraramo");
    expect(t("properties.count", { shown: 1, total: 1 })).toBe("Umutungo 1 kuri 1");
    expect(t("properties.count", { shown: 12, total: 40 })).toBe("Imitungo 12 kuri 40");
    expect(t("blog.views", { n: 2500 })).toBe("Yasomwe inshuro 2.500");
    expect(postedAgo(ago(1), now)).toBe("hashize isaha 1");
    expect(postedAgo(ago(5), now)).toBe("hashize amasaha 5");
    expect(postedAgo(ago(48), now)).toBe("hashize iminsi 2");
    expect(postedAgo(ago(24 * 14), now)).toBe("hashize ibyumweru 2");
    expect(relativeTime(new Date(now.getTime() - 30_000), now)).toBe("Ubu nyine");
  });
});

describe("validation messages", () => {
  it("English shows the specification's words as the schemas wrote them", () => {
    const messages = [CONTACT_MESSAGES, CONSULTATION_MESSAGES, SUBMISSION_MESSAGES].flatMap((set) => Object.values(set));
    for (const message of [...messages, TOO_MANY_REQUESTS, UNSUPPORTED_IMAGE, TOO_MANY_PIXELS])
      expect(tMessage(message)).toBe(message);
    expect(tMessage("Must be at most 120 characters")).toBe("Must be at most 120 characters");
    expect(tMessage("Must be at most 1,000,000,000")).toBe("Must be at most 1,000,000,000");
  });

  it("French and Kinyarwanda put them in the page's language, numbers included", () => {
    inLocale("fr");
    expect(tMessage("Name is required")).toBe("Le nom est obligatoire");
    expect(tMessage("Must be at most 1,000,000,000")).toBe("1\u202f000\u202f000\u202f000 au maximum");
    inLocale("rw");
    expect(tMessage("Please enter a valid email address")).toBe("Andika imeri nyayo");
    expect(tMessage("Must be at most 120 characters")).toBe("Ntirenze inyuguti 120");
  });

  it("a message the site does not know is shown as it came", () => {
    inLocale("fr");
    expect(tMessage("Storage is unavailable")).toBe("Storage is unavailable");
  });
});
