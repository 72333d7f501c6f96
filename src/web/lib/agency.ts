/** The office's hours in Kigali time: from `opens` to `closes` on each of `days`. */
export type OpeningHours = { days: readonly Weekday[]; opens: string; closes: string };
export type Weekday = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";

/** Fixed contact details shown across the site (the editable company details come from settings). */
export const AGENCY = {
  whatsappNumber: "250788123456",
  /** The office on KG 7 Ave, Kacyiru (the settings' address), for search engines' maps. */
  office: { latitude: -1.9383, longitude: 30.0872 },
  openingHours: [
    { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "18:00" },
    { days: ["Saturday"], opens: "09:00", closes: "13:00" },
  ] satisfies readonly OpeningHours[],
  socials: [
    { name: "Facebook", href: "https://www.facebook.com/kigaliestates" },
    { name: "Instagram", href: "https://www.instagram.com/kigaliestates" },
    { name: "X", href: "https://x.com/kigaliestates" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/kigaliestates" },
    { name: "YouTube", href: "https://www.youtube.com/@kigaliestates" },
  ],
} as const;

/** Click-to-chat link with a prefilled message. */
export function whatsappLink(message: string, number: string = AGENCY.whatsappNumber): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
