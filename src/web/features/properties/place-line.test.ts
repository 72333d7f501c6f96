import { describe, expect, it } from "vitest";
import { placeLine } from "./place-line.ts";

describe("a listing's place line", () => {
  it("adds the sector and district staff set, unless the location already names them", () => {
    expect(placeLine({ location: "Kibagabaga, Kigali", sector: "Kimironko", district: "Gasabo" })).toBe(
      "Kibagabaga, Kigali · Kimironko, Gasabo",
    );
    expect(placeLine({ location: "Kacyiru, Kigali", sector: "Kacyiru", district: "Gasabo" })).toBe("Kacyiru, Kigali · Gasabo");
    expect(placeLine({ location: "Kicukiro, Kigali", sector: "Kicukiro", district: "Kicukiro" })).toBe("Kicukiro, Kigali");
    expect(placeLine({ location: "Rebero", sector: null, district: null })).toBe("Rebero");
  });

  it("matches whole names only", () => {
    expect(placeLine({ location: "Near Remera stadium", sector: "Remera", district: "Gasabo" })).toBe(
      "Near Remera stadium · Gasabo",
    );
    expect(placeLine({ location: "Kigarama hill", sector: "Kagarama", district: "Kicukiro" })).toBe(
      "Kigarama hill · Kagarama, Kicukiro",
    );
  });
});
