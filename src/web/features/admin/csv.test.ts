import { describe, expect, it } from "vitest";
import { CSV_BOM, csvDateTime, csvField, csvFileName, toCsv } from "./csv.ts";

describe("csvField", () => {
  it("leaves plain text, numbers and empty values as they are", () => {
    expect(csvField("Aline Uwase")).toBe("Aline Uwase");
    expect(csvField(42)).toBe("42");
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
    expect(csvField("")).toBe("");
  });

  it("quotes a field holding a comma", () => {
    expect(csvField("Kacyiru, Kigali")).toBe('"Kacyiru, Kigali"');
  });

  it("quotes a field holding quotes and doubles each quote", () => {
    expect(csvField('the "big" villa')).toBe('"the ""big"" villa"');
    expect(csvField('"')).toBe('""""');
  });

  it("quotes a field holding a line break (LF, CR or CRLF)", () => {
    expect(csvField("line one\nline two")).toBe('"line one\nline two"');
    expect(csvField("a\r\nb")).toBe('"a\r\nb"');
    expect(csvField("a\rb")).toBe('"a\rb"');
  });

  it("keeps accents and other non-ASCII text unchanged", () => {
    expect(csvField("Résidence Kigali – Nyarutarama")).toBe("Résidence Kigali – Nyarutarama");
  });

  it("defuses text a spreadsheet would run as a formula, but not phone numbers or amounts", () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("+cmd|' /C calc'!A0")).toBe("'+cmd|' /C calc'!A0");
    expect(csvField("+250 788 123 456")).toBe("+250 788 123 456");
    expect(csvField("-5")).toBe("-5");
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
