import { describe, expect, it } from "vitest";
import { CSV_BOM, csvDateTime, csvField, csvFileName, toCsv } from "./csv.ts";

describe("csvField", () => {
  it.each(["Aline Uwase", "Résidence Kigali – Nyarutarama", "+250 788 123 456", "-5", ""])("leaves %j as it is", (text) => {
    expect(csvField(text)).toBe(text);
  });

  it("writes numbers as text and missing values as nothing", () => {
    expect(csvField(42)).toBe("42");
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
  });

  it.each(["Kacyiru, Kigali", "line one\nline two", "a\r\nb", "a\rb"])(
    "quotes %j, which holds a comma or a line break",
    (text) => {
      expect(csvField(text)).toBe(`"${text}"`);
    },
  );

  it("quotes a field holding quotes and doubles each quote", () => {
    expect(csvField('the "big" villa')).toBe('"the ""big"" villa"');
    expect(csvField('"')).toBe('""""');
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("+cmd|' /C calc'!A0")).toBe("'+cmd|' /C calc'!A0");
  });
});

describe("toCsv", () => {
  it("starts with a UTF-8 byte order mark, then the header row", () => {
    const csv = toCsv(["Name", "Email"], []);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toBe(`${CSV_BOM}Name,Email\r\n`);
    // Encoded as UTF-8 the mark is the three bytes spreadsheets look for.
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("ends every record with CRLF and escapes each field", () => {
    const csv = toCsv(
      ["Name", "Message", "Count"],
      [
        ["Aline", 'Hello, I want the "big" house', 3],
        ["Jean", "two\nlines", null],
      ],
    );
    expect(csv).toBe(`${CSV_BOM}Name,Message,Count\r\nAline,"Hello, I want the ""big"" house",3\r\nJean,"two\nlines",\r\n`);
  });
});

describe("csvDateTime", () => {
  it("writes the date-time in Africa/Kigali (UTC+2) as YYYY-MM-DD HH:mm", () => {
    expect(csvDateTime("2026-11-21T22:30:00Z")).toBe("2026-11-22 00:30");
    expect(csvDateTime(new Date("2026-01-05T07:05:00Z"))).toBe("2026-01-05 09:05");
  });

  it("leaves missing dates empty", () => {
    expect(csvDateTime(null)).toBe("");
    expect(csvDateTime(undefined)).toBe("");
  });
});

describe("csvFileName", () => {
  it("names the file after the Kigali date", () => {
    expect(csvFileName("consultations", new Date("2026-11-21T22:30:00Z"))).toBe("consultations-2026-11-22.csv");
  });
});
