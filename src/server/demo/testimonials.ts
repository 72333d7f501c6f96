import type { DemoTestimonial } from "./types.ts";

/** The demo client testimonials, shown in this order. */
export const DEMO_TESTIMONIALS: DemoTestimonial[] = [
  {
    name: "Jean-Paul Habimana",
    role: "Diaspora client, Brussels",
    quote:
      "I bought our family home in Kicukiro without leaving Belgium. The team checked the title, sent me video tours and handled the transfer with my brother holding a power of attorney. Everything was exactly as promised.",
    stars: 5,
    hair: "short",
  },
  {
    name: "Aline Uwase",
    role: "First-time buyer",
    quote:
      "As a first-time buyer I was nervous about the paperwork. They explained every step, introduced me to a bank and I moved into my apartment in Kacyiru three months later.",
    stars: 5,
    hair: "long",
  },
  {
    name: "Eric Niyonzima",
    role: "Property investor",
    quote:
      "Kigali Estates found me two rental apartments in Remera with tenants already in place. Their yield estimates were realistic and the rent arrives on time every month.",
    stars: 4,
    hair: "short",
  },
  {
    name: "Grace Ingabire",
    role: "Relocated from Nairobi",
    quote:
      "We needed a furnished house near the international schools within two weeks. They showed us five options in Kimihurura and Nyarutarama and negotiated a fair lease for us.",
    stars: 5,
    hair: "long",
  },
  {
    name: "Patrick Nkurunziza",
    role: "Sold a villa in Kiyovu",
    quote:
      "Professional from start to finish. Great photos, serious buyers only, and the sale closed above our asking price. I would recommend them to any seller.",
    stars: 5,
    hair: "short",
  },
  {
    name: "Solange Mukandayisenga",
    role: "Land buyer, Rebero",
    quote:
      "They helped me compare plots in Rebero and Kinyinya, checked every UPI and walked me through Irembo. I now have a clean title and plans for my future home.",
    stars: 4,
    hair: "long",
  },
];
