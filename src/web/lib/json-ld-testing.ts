import { expect } from "vitest";

/** `data` is schema.org structured data of `type`, holding at least `fields`. */
export function expectJsonLd(data: unknown, type: string, fields: Record<string, unknown>) {
  expect(data).toMatchObject({ "@context": "https://schema.org", "@type": type, ...fields });
}
