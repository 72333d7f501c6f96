import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { submissionFieldsSchema } from "../../../domain/submission.ts";
import { ApiError } from "../../lib/api.ts";
import {
  acceptImages,
  imageHint,
  isImageFile,
  scaledSize,
  submissionBody,
  submitFailureMessage,
  uploadFailureMessage,
} from "./rules.ts";

const file = (type: string) => ({ type, name: `f.${type.split("/")[1] ?? "bin"}` });

/** The form as a visitor leaves it: every field is text, the type still on its placeholder. */
const EMPTY = {
  title: "",
  location: "",
  description: "",
  type: "",
  price: "",
  area: "",
  bedrooms: "",
  bathrooms: "",
  district: "",
  sector: "",
  neighbourhood: "",
  plotSize: "",
  yearBuilt: "",
  furnished: "",
  parkingSpaces: "",
  upi: "",
  propertyStatus: "now-selling",
  contactName: "",
  contactEmail: "",
  contactPhone: "",
  contactWhatsApp: "",
};

const filled = {
  ...EMPTY,
  title: "Family house in Kicukiro",
  location: "Kicukiro, Kigali",
  description: "Four bedrooms, garden, quiet street.",
  type: "house",
  price: "RWF 120,000,000",
  area: "450 sqm",
  bedrooms: "4",
  bathrooms: "3",
  contactName: "Jean Uwimana",
  contactEmail: "jean@example.rw",
  contactPhone: "+250 788 000 000",
};

/** The form checked as the form kit checks it: its FormData, parsed by the domain's schema. */
function check(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return parseWithZod(data, { schema: submissionFieldsSchema });
}

function errorsOf(values: Record<string, string>): Record<string, string | undefined> {
  const result = check(values);
  if (result.status !== "error") return {};
  return Object.fromEntries(Object.entries(result.error ?? {}).map(([name, messages]) => [name, messages?.[0]]));
}

function sent(values: Record<string, string>, images: string[] = []) {
  const result = check(values);
  if (result.status !== "success") throw new Error(JSON.stringify(result.error));
  return submissionBody(result.value, images);
}

describe("image rules", () => {
  it("accepts only image files, silently", () => {
    expect(isImageFile(file("image/jpeg"))).toBe(true);
    expect(isImageFile(file("image/avif"))).toBe(true);
    expect(isImageFile(file("application/pdf"))).toBe(false);
    expect(isImageFile(file(""))).toBe(false);
    const { added, tooMany } = acceptImages(0, [file("image/png"), file("text/plain"), file("image/webp")]);
    expect(added.map((f) => f.type)).toEqual(["image/png", "image/webp"]);
    expect(tooMany).toBe(false);
  });

  it("refuses the whole batch beyond 20 images in total", () => {
    expect(acceptImages(18, [file("image/png"), file("image/png")])).toEqual({
      added: [file("image/png"), file("image/png")],
      tooMany: false,
    });
    expect(acceptImages(19, [file("image/png"), file("image/png")])).toEqual({ added: [], tooMany: true });
    expect(acceptImages(20, [file("image/png")]).tooMany).toBe(true);
    // Files that are not images do not count towards the limit.
    expect(acceptImages(19, [file("image/png"), file("video/mp4")]).tooMany).toBe(false);
  });

  it("hints until 3 images are chosen", () => {
    expect(imageHint(0)).toEqual({ ready: false, text: "Please upload at least 3 images (0/3)" });
    expect(imageHint(2)).toEqual({ ready: false, text: "Please upload at least 3 images (2/3)" });
    expect(imageHint(3)).toEqual({ ready: true, text: "Your property will be reviewed by our team before publication" });
    expect(imageHint(20).ready).toBe(true);
  });

  it("scales to at most 2000 px on the long side, keeping the ratio", () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 2000, height: 1500 });
    expect(scaledSize(3000, 6000)).toEqual({ width: 1000, height: 2000 });
    expect(scaledSize(1600, 1200)).toEqual({ width: 1600, height: 1200 });
  });
});

describe("the form's fields, checked before any photo is uploaded", () => {
  it("passes a complete form", () => {
    expect(check(filled).status).toBe("success");
  });

  it("names every missing required field with the API's message", () => {
    const errors = errorsOf(EMPTY);
    expect(errors).toMatchObject({
      title: "Title is required",
      location: "Location is required",
      description: "Description is required",
      type: "Please select a property type",
      price: "Price is required",
      area: "Area is required",
      contactName: "Contact name is required",
      contactEmail: "Contact email is required",
      contactPhone: "Contact phone is required",
    });
    expect(errors.contactWhatsApp).toBeUndefined();
  });

  it("requires rooms except for land, whose room fields are hidden, and checks the email shape", () => {
    expect(errorsOf({ ...filled, bedrooms: "", bathrooms: "" })).toEqual({
      bedrooms: "Bedrooms are required",
      bathrooms: "Bathrooms are required",
    });
    const { bedrooms: _, bathrooms: __, ...land } = { ...filled, type: "land" };
    expect(errorsOf(land)).toEqual({});
    expect(errorsOf({ ...filled, contactEmail: "jean@" })).toEqual({
      contactEmail: "Please enter a valid contact email address",
    });
  });
});

describe("what is sent", () => {
  it("checks the optional place and facts only when given, naming what to fix", () => {
    expect(errorsOf({ ...filled, district: "Gasabo", sector: "kacyiru", upi: "1/02/08/03/1234", yearBuilt: "2020" })).toEqual({});
    expect(
      errorsOf({ ...filled, district: "Gasabo", sector: "Nyamirambo", upi: "1-02-08", yearBuilt: "20", parkingSpaces: "x" }),
    ).toEqual({
      sector: "Please choose a sector of the chosen district",
      upi: "Please enter the UPI as on the land title, e.g. 1/02/08/03/1234",
      yearBuilt: `Please enter a year from 1800 to ${new Date().getUTCFullYear() + 5}`,
      parkingSpaces: "Must be a whole number from 0 to 1000",
    });
    expect(errorsOf({ ...filled, sector: "Kacyiru" })).toEqual({ sector: "Please choose the district of this sector" });
  });

  it("sends non-numeric room counts as 0", () => {
    expect(sent({ ...filled, bedrooms: " 2 ", bathrooms: "abc" })).toMatchObject({ bedrooms: 2, bathrooms: 0 });
    expect(sent({ ...filled, bedrooms: "-1", bathrooms: "2.7" })).toMatchObject({ bedrooms: 0, bathrooms: 0 });
    expect(sent({ ...filled, bedrooms: "3000" })).toMatchObject({ bedrooms: 1000 });
  });

  it("sends 0 rooms for land, whatever was typed", () => {
    expect(sent({ ...filled, type: "land", bedrooms: "4", bathrooms: "2" })).toMatchObject({ bedrooms: 0, bathrooms: 0 });
    const { bedrooms: _, bathrooms: __, ...land } = { ...filled, type: "land" };
    expect(sent(land)).toMatchObject({ bedrooms: 0, bathrooms: 0 });
  });

  it("builds the API body with trimmed text, the amounts, the image URLs and the page's language", () => {
    const body = sent(
      { ...filled, title: "  Villa  ", type: "Apartment", contactWhatsApp: " ", district: "kicukiro", plotSize: "1,200 m²" },
      ["/uploads/a-1600.webp"],
    );
    expect(body).toEqual({
      title: "Villa",
      location: "Kicukiro, Kigali",
      description: "Four bedrooms, garden, quiet street.",
      type: "apartment",
      price: 120_000_000,
      area: 450,
      bedrooms: 4,
      bathrooms: 3,
      district: "Kicukiro",
      sector: null,
      neighbourhood: null,
      plotSize: 1200,
      yearBuilt: null,
      furnished: null,
      parkingSpaces: null,
      upi: null,
      propertyStatus: "now-selling",
      contactName: "Jean Uwimana",
      contactEmail: "jean@example.rw",
      contactPhone: "+250788000000",
      contactWhatsApp: "",
      images: ["/uploads/a-1600.webp"],
      language: "en",
      // Where the visit came from: nothing recorded in this test's session.
      sourcePage: null,
      referrer: null,
      utm: {},
    });
  });
});

describe("failure messages", () => {
  it("uses the server's error, else the message, else the fallback", () => {
    expect(uploadFailureMessage(2, new ApiError(415, "Unsupported image type"))).toBe(
      "Error uploading image 2: Unsupported image type",
    );
    expect(uploadFailureMessage(1, new Error("Network Error"))).toBe("Error uploading image 1: Network Error");
    expect(uploadFailureMessage(3, new Error(""))).toBe("Error uploading image 3: Failed to upload one or more images");
    expect(uploadFailureMessage(3, "boom")).toBe("Error uploading image 3: Failed to upload one or more images");
    expect(submitFailureMessage(new ApiError(429, "Too many requests. Please wait a little and try again."))).toBe(
      "Too many requests. Please wait a little and try again.",
    );
    expect(submitFailureMessage(undefined)).toBe("Error submitting property. Please try again.");
    // A reply without an error field (a proxy's HTML page) gets the fallback, not 'Request failed (502)'.
    expect(submitFailureMessage(new ApiError(502, undefined))).toBe("Error submitting property. Please try again.");
    expect(uploadFailureMessage(1, new ApiError(502, undefined))).toBe(
      "Error uploading image 1: Failed to upload one or more images",
    );
  });
});
