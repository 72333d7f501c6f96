import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api.ts";
import {
  acceptImages,
  EMPTY_SUBMISSION,
  imageHint,
  isImageFile,
  roomCount,
  roomsFor,
  type SubmissionValues,
  scaledSize,
  submissionPayload,
  submitFailureMessage,
  uploadFailureMessage,
  validateSubmission,
} from "./rules.ts";

const file = (type: string) => ({ type, name: `f.${type.split("/")[1] ?? "bin"}` });

const filled: SubmissionValues = {
  ...EMPTY_SUBMISSION,
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

describe("rooms", () => {
  it("coerces non-numeric values to 0", () => {
    expect(roomCount("3")).toBe(3);
    expect(roomCount(" 2 ")).toBe(2);
    expect(roomCount("2.7")).toBe(2);
    expect(roomCount("abc")).toBe(0);
    expect(roomCount("")).toBe(0);
    expect(roomCount("-1")).toBe(0);
    expect(roomCount(undefined)).toBe(0);
    expect(roomCount(5)).toBe(5);
  });

  it("sends 0 for land, whatever was typed", () => {
    expect(roomsFor({ type: "land", bedrooms: "4", bathrooms: "2" })).toEqual({ bedrooms: 0, bathrooms: 0 });
    expect(roomsFor({ type: "apartment", bedrooms: "4", bathrooms: "x" })).toEqual({ bedrooms: 4, bathrooms: 0 });
  });

  it("builds the API body with trimmed text and the image URLs", () => {
    const body = submissionPayload({ ...filled, title: "  Villa  ", type: "land", contactWhatsApp: " " }, [
      "/uploads/a-1600.webp",
    ]);
    expect(body).toMatchObject({
      title: "Villa",
      type: "land",
      bedrooms: 0,
      bathrooms: 0,
      contactWhatsApp: "",
      images: ["/uploads/a-1600.webp"],
    });
    expect(body.propertyStatus).toBe("now-selling");
  });
});

describe("validation before upload", () => {
  it("passes a complete form", () => {
    expect(validateSubmission(filled, 3)).toEqual({});
  });

  it("names every missing required field with the API's message", () => {
    const errors = validateSubmission(EMPTY_SUBMISSION, 3);
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

  it("requires rooms except for land, and checks the email shape", () => {
    expect(validateSubmission({ ...filled, bedrooms: "", bathrooms: "" }, 3)).toEqual({
      bedrooms: "Bedrooms are required",
      bathrooms: "Bathrooms are required",
    });
    expect(validateSubmission({ ...filled, type: "land", bedrooms: "", bathrooms: "" }, 3)).toEqual({});
    expect(validateSubmission({ ...filled, contactEmail: "jean@" }, 3)).toEqual({
      contactEmail: "Please enter a valid contact email address",
    });
  });

  it("leaves the image count to the picker", () => {
    expect(validateSubmission(filled, 0)).toEqual({});
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
