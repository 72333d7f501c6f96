/**
 * Rwanda's unique parcel identifier (UPI), as written on a land title: province / district /
 * sector / cell / parcel number, e.g. 1/02/08/03/1234 (Kigali, Gasabo, its 8th sector, 3rd cell,
 * parcel 1234). Kept free of zod so forms can check it as it is typed.
 */

export const UPI_EXAMPLE = "1/02/08/03/1234";

/** The message for a UPI that does not have that shape (words it in each language: validation.upiInvalid). */
export const UPI_INVALID = "Please enter the UPI as on the land title, e.g. 1/02/08/03/1234";

// Provinces are numbered 1 to 5; districts, sectors and cells take two digits; parcels are numbered from 1.
const UPI_PATTERN = /^[1-5]\/\d{2}\/\d{2}\/\d{2}\/\d{1,6}$/;

/** The UPI as stored: spaces around and inside removed, backslashes (a common slip) read as slashes. */
export const normalizeUpi = (text: string): string => text.replace(/\s+/g, "").replace(/\\/g, "/");

/** Whether `text`, once normalised, is a UPI of the land title's shape. */
export const isUpi = (text: string): boolean => UPI_PATTERN.test(normalizeUpi(text));
