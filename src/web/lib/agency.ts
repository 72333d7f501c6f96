/** Fixed contact details shown across the site (the editable company details come from settings). */
export const AGENCY = {
  whatsappNumber: "250788123456",
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
