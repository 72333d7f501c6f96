/**
 * Realistic volumes of listings, articles and leads for load tests: 10,000 properties spread over
 * every type, status, neighbourhood and tab, with blog posts, consultations, contact messages and
 * submissions, written with multi-row inserts in one transaction. The pictures are the demo
 * content's stored images (seed the demo first): no image is generated. Values come from a seeded
 * generator, so two runs produce the same data.
 */
import { sql } from "drizzle-orm";
import {
  AMENITY_CHOICES,
  BLOG_CATEGORIES,
  CONSULTATION_PRIORITIES,
  CONTACT_STATUSES,
  type PropertyStatus,
  type PropertyType,
  SUBMISSION_TYPES,
} from "../../src/domain/enums.ts";
import { type District, isSectorOf, placeCentre } from "../../src/domain/places.ts";
import type { Db, Tx } from "../../src/server/db/client.ts";
import { blogs, consultations, contacts, properties, submissions } from "../../src/server/db/schema.ts";
import { DEMO_BLOG_POSTS } from "../../src/server/demo/articles.ts";
import { createRng } from "../../src/server/demo/random.ts";

export type BulkVolumes = { properties: number; blogs: number; consultations: number; contacts: number; submissions: number };

export const DEFAULT_VOLUMES: BulkVolumes = {
  properties: 10_000,
  blogs: 200,
  consultations: 5_000,
  contacts: 2_000,
  submissions: 300,
};

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for the widest table. */
const BATCH = 500;
const DAY = 24 * 3_600_000;

/** The seeded generator of the demo pictures, with the picks the generated listings need. */
function generator(seed: number) {
  const { next, int, pick, chance } = createRng(seed);
  /** Picks by weight: [[value, weight], …]. */
  const weighted = <T>(choices: readonly (readonly [T, number])[]): T => {
    let left = next() * choices.reduce((sum, [, w]) => sum + w, 0);
    for (const [value, weight] of choices) {
      left -= weight;
      if (left < 0) return value;
    }
    return (choices[choices.length - 1] as readonly [T, number])[0];
  };
  const subset = <T>(items: readonly T[], min: number, max: number): T[] => {
    const count = int(min, Math.min(max, items.length));
    return [...items]
      .map((item) => ({ item, key: next() }))
      .sort((a, b) => a.key - b.key)
      .slice(0, count)
      .map((entry) => entry.item);
  };
  return { next, int, pick, weighted, subset, chance };
}
type Random = ReturnType<typeof generator>;

/** Kigali's sectors weigh most; a few listings are in the other cities. */
const LOCATIONS: readonly (readonly [string, number])[] = [
  ...[
    "Kibagabaga",
    "Nyarutarama",
    "Kacyiru",
    "Kimihurura",
    "Gacuriro",
    "Rebero",
    "Kicukiro",
    "Kiyovu",
    "Remera",
    "Kanombe",
    "Kinyinya",
    "Kagugu",
    "Gisozi",
    "Niboye",
    "Masaka",
    "Rusororo",
    "Kimironko",
    "Gikondo",
    "Nyamirambo",
    "Kanyinya",
    "Gahanga",
    "Busanza",
    "Kabeza",
    "Nyarugunga",
    "Gisimenti",
    "Kagarama",
  ].map((sector) => [`${sector}, Kigali`, 3] as const),
  ["Musanze", 1],
  ["Rubavu", 1],
  ["Huye", 1],
  ["Nyamata, Bugesera", 1],
  ["Rwamagana", 1],
];

/**
 * Each place above as a district and sector (src/domain/places.ts) and, for the places people name
 * that are not sectors, the neighbourhood: the search, the district filter and the map read them.
 */
const PLACE_DIVISIONS: Readonly<Record<string, readonly [District, string | null, string | null]>> = {
  Kibagabaga: ["Gasabo", "Kimironko", "Kibagabaga"],
  Nyarutarama: ["Gasabo", "Remera", "Nyarutarama"],
  Kacyiru: ["Gasabo", "Kacyiru", null],
  Kimihurura: ["Gasabo", "Kimihurura", null],
  Gacuriro: ["Gasabo", "Kinyinya", "Gacuriro"],
  Rebero: ["Kicukiro", "Kigarama", "Rebero"],
  Kicukiro: ["Kicukiro", "Kicukiro", null],
  Kiyovu: ["Nyarugenge", "Nyarugenge", "Kiyovu"],
  Remera: ["Gasabo", "Remera", null],
  Kanombe: ["Kicukiro", "Kanombe", null],
  Kinyinya: ["Gasabo", "Kinyinya", null],
  Kagugu: ["Gasabo", "Kinyinya", "Kagugu"],
  Gisozi: ["Gasabo", "Gisozi", null],
  Niboye: ["Kicukiro", "Niboye", null],
  Masaka: ["Kicukiro", "Masaka", null],
  Rusororo: ["Gasabo", "Rusororo", null],
  Kimironko: ["Gasabo", "Kimironko", null],
  Gikondo: ["Kicukiro", "Gikondo", null],
  Nyamirambo: ["Nyarugenge", "Nyamirambo", null],
  Kanyinya: ["Nyarugenge", "Kanyinya", null],
  Gahanga: ["Kicukiro", "Gahanga", null],
  Busanza: ["Kicukiro", "Kanombe", "Busanza"],
  Kabeza: ["Kicukiro", "Kanombe", "Kabeza"],
  Nyarugunga: ["Kicukiro", "Nyarugunga", null],
  Gisimenti: ["Gasabo", "Remera", "Gisimenti"],
  Kagarama: ["Kicukiro", "Kagarama", null],
  Musanze: ["Musanze", null, null],
  Rubavu: ["Rubavu", null, null],
  Huye: ["Huye", null, null],
  Nyamata: ["Bugesera", null, "Nyamata"],
  Rwamagana: ["Rwamagana", null, null],
};

/** A listing's district, sector, neighbourhood and a point within about 1 km of its sector's centre. */
function placeOf(place: string, jitter: () => number) {
  const [district, sector, neighbourhood] = PLACE_DIVISIONS[place] ?? ["Gasabo", null, place];
  if (sector !== null && !isSectorOf(district, sector)) throw new Error(`${sector} is not a sector of ${district}`);
  const [latitude, longitude] = placeCentre(district, sector) ?? [-1.95, 30.06];
  return {
    district,
    sector,
    neighbourhood,
    latitude: latitude + (jitter() - 0.5) * 0.02,
    longitude: longitude + (jitter() - 0.5) * 0.02,
  };
}

const TYPE_WEIGHTS: readonly (readonly [PropertyType, number])[] = [
  ["house", 30],
  ["apartment", 24],
  ["villa", 8],
  ["townhouse", 8],
  ["condo", 7],
  ["land", 15],
  ["commercial", 8],
];

const TYPE_LABEL: Record<PropertyType, string> = {
  house: "House",
  apartment: "Apartment",
  villa: "Villa",
  townhouse: "Townhouse",
  condo: "Condo",
  land: "Plot",
  commercial: "Commercial Building",
};

/** Bedrooms, bathrooms, area (m²) and sale price (RWF) ranges by type. */
const SHAPE: Record<PropertyType, { beds: [number, number]; area: [number, number]; price: [number, number] }> = {
  house: { beds: [2, 6], area: [150, 650], price: [70_000_000, 550_000_000] },
  apartment: { beds: [1, 4], area: [55, 220], price: [45_000_000, 260_000_000] },
  villa: { beds: [4, 8], area: [400, 1_400], price: [300_000_000, 1_500_000_000] },
  townhouse: { beds: [3, 5], area: [160, 380], price: [120_000_000, 420_000_000] },
  condo: { beds: [1, 3], area: [60, 180], price: [55_000_000, 230_000_000] },
  land: { beds: [0, 0], area: [300, 5_000], price: [12_000_000, 300_000_000] },
  commercial: { beds: [0, 0], area: [200, 3_000], price: [250_000_000, 2_500_000_000] },
};

const ADJECTIVES = ["Modern", "Spacious", "Bright", "Newly Built", "Elegant", "Cosy", "Renovated", "Quiet", "Family", "Luxury"];

const SENTENCES = {
  opening: [
    "A well-kept {type} on a paved street in {place}, a few minutes from shops, schools and public transport.",
    "Set in a quiet part of {place}, this {type} offers generous rooms and plenty of natural light.",
    "This {type} in {place} was finished recently to a high standard and is ready to move into.",
    "An attractive {type} in one of the most sought-after parts of {place}, close to the main road.",
  ],
  middle: [
    "The living and dining areas open onto a covered terrace, and the kitchen has fitted cupboards and a separate store.",
    "Every bedroom has built-in wardrobes, and the master bedroom has its own bathroom.",
    "The compound is walled and gated, with parking for two cars and a water tank.",
    "Fibre internet reaches the building, and a backup generator covers the common areas.",
    "The plot is flat, fenced and has its title deed, with water and electricity at the boundary.",
    "Large windows look out over the hills, and the garden is planted with mature trees.",
  ],
  closing: [
    "Viewings can be arranged any day of the week.",
    "Ideal for a family, an expatriate or an investor looking for steady rental income.",
    "The owner is open to reasonable offers from serious buyers.",
    "Documents are in order and the transfer can be completed quickly.",
  ],
};

const FIRST_NAMES = [
  "Jean",
  "Claudine",
  "Eric",
  "Aline",
  "Patrick",
  "Diane",
  "Olivier",
  "Grace",
  "Emmanuel",
  "Vestine",
  "Thierry",
  "Sandrine",
  "Innocent",
  "Josiane",
  "David",
  "Sarah",
  "Peter",
  "Amina",
  "Kevin",
  "Alice",
];
const LAST_NAMES = [
  "Mugisha",
  "Uwase",
  "Niyonzima",
  "Mukamana",
  "Habimana",
  "Ingabire",
  "Nshuti",
  "Uwimana",
  "Ndayisaba",
  "Mukarugwiza",
  "Hakizimana",
  "Iradukunda",
  "Kamanzi",
  "Murenzi",
  "Okello",
  "Smith",
  "Dubois",
  "Mensah",
];
const MAIL_DOMAINS = ["gmail.com", "yahoo.fr", "outlook.com", "mtn.co.rw", "icloud.com"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const AGENTS = ["", "", "Claudine Mukeshimana", "Olivier Mugisha", "Diane Mukamana"];

const CONTACT_SUBJECTS = [
  "Valuation of my house",
  "Property management for diaspora owners",
  "Question about your fees",
  "Looking for land to build on",
  "Partnership proposal",
  "Rental for a three-month assignment",
  "Office space for a small team",
];

function person(r: Random) {
  const first = r.pick(FIRST_NAMES);
  const last = r.pick(LAST_NAMES);
  return {
    name: `${first} ${last}`,
    email: `${first}.${last}${r.int(1, 999)}@${r.pick(MAIL_DOMAINS)}`.toLowerCase(),
    phone: `+25078${r.int(0, 9)}${r.int(100, 999)}${r.int(100, 999)}`,
  };
}

/** A price in the type's range, rounded as agents round it; rents are monthly. */
function priceFor(r: Random, type: PropertyType, status: PropertyStatus): number {
  if (status === "for-rent") return r.int(3, 60) * 50_000 * (type === "villa" || type === "commercial" ? 4 : 1);
  const [min, max] = SHAPE[type].price;
  return Math.round(r.int(min, max) / 500_000) * 500_000;
}

function propertyDescription(r: Random, type: PropertyType, place: string): string {
  const fill = (s: string) => s.replace("{type}", TYPE_LABEL[type].toLowerCase()).replace("{place}", place);
  return [fill(r.pick(SENTENCES.opening)), ...r.subset(SENTENCES.middle, 2, 3), r.pick(SENTENCES.closing)].join(" ");
}

function batches<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += BATCH) out.push(rows.slice(i, i + BATCH));
  return out;
}

async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (const batch of batches(rows)) await insert(batch);
}

/** The image lists the demo listings already use, by property type; the demo must be seeded. */
async function demoImages(tx: Tx) {
  const rows = await tx.select({ type: properties.type, images: properties.images }).from(properties);
  const byType = new Map<string, string[][]>();
  for (const row of rows) {
    if (row.images.length === 0) continue;
    byType.set(row.type, [...(byType.get(row.type) ?? []), row.images]);
  }
  const any = rows.map((row) => row.images).filter((images) => images.length > 0);
  if (any.length === 0) throw new Error("No demo images found: seed the demo content first");
  const blogRows = await tx.select({ image: blogs.image, authorImage: blogs.authorImage, author: blogs.author }).from(blogs);
  const authors = blogRows.filter((row) => row.authorImage !== null);
  return {
    forType: (r: Random, type: string) => r.pick(byType.get(type) ?? any),
    blogImages: blogRows.map((row) => row.image).filter((image): image is string => image !== null),
    authors: authors.map((row) => ({ name: row.author, image: row.authorImage })),
  };
}

export type BulkSummary = BulkVolumes & { seconds: number };

/** Adds the volumes to a database that holds the seeded demo content; all or nothing. */
export async function insertBulkData(db: Db, volumes: BulkVolumes = DEFAULT_VOLUMES, seed = 20261121): Promise<BulkSummary> {
  const started = performance.now();
  const r = generator(seed);
  // Points draw from their own sequence, so the rest of the data stays what it was before them.
  const jitter = createRng(seed + 1).next;
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * DAY);

  await db.transaction(async (tx) => {
    const images = await demoImages(tx);

    const propertyRows = Array.from({ length: volumes.properties }, () => {
      const type = r.weighted(TYPE_WEIGHTS);
      const status = r.weighted<PropertyStatus>(
        type === "land"
          ? [
              ["now-selling", 80],
              ["coming-soon", 8],
              ["sold", 12],
            ]
          : [
              ["now-selling", 52],
              ["for-rent", 28],
              ["coming-soon", 9],
              ["sold", 11],
            ],
      );
      const location = r.weighted(LOCATIONS);
      const place = location.split(",")[0] as string;
      const bedrooms = r.int(...SHAPE[type].beds);
      const label = TYPE_LABEL[type];
      const title =
        bedrooms > 0
          ? `${r.pick(ADJECTIVES)} ${bedrooms}-Bedroom ${label}${status === "for-rent" ? " for Rent" : ""} in ${place}`
          : `${r.pick(ADJECTIVES)} ${label} ${status === "for-rent" ? "for Rent" : "for Sale"} in ${place}`;
      const created = daysAgo(r.next() * 3 * 365);
      return {
        title,
        type,
        status,
        price: priceFor(r, type, status),
        location,
        ...placeOf(place, jitter),
        bedrooms,
        bathrooms: bedrooms === 0 ? (type === "commercial" ? r.int(2, 8) : 0) : r.int(1, bedrooms),
        area: Math.round(r.int(...SHAPE[type].area) / 5) * 5,
        description: propertyDescription(r, type, place),
        amenities: type === "land" ? r.subset(AMENITY_CHOICES.slice(0, 2), 0, 2) : r.subset(AMENITY_CHOICES, 3, 9),
        images: images.forType(r, type),
        featured: r.chance(0.05),
        promoted: r.chance(0.03),
        rating: r.chance(0.5) ? Math.round((3.5 + r.next() * 1.5) * 10) / 10 : null,
        views: r.int(0, 2_500),
        createdAt: created,
        updatedAt: new Date(Math.min(now, created.getTime() + r.int(0, 30) * DAY)),
      };
    });
    const propertyRefs: { id: string; title: string; type: string }[] = [];
    for (const batch of batches(propertyRows)) {
      propertyRefs.push(
        ...(await tx
          .insert(properties)
          .values(batch)
          .returning({ id: properties.id, title: properties.title, type: properties.type })),
      );
    }

    await insertAll(
      Array.from({ length: volumes.blogs }, (_, i) => {
        const model = DEMO_BLOG_POSTS[i % DEMO_BLOG_POSTS.length] as (typeof DEMO_BLOG_POSTS)[number];
        const author = images.authors.length > 0 ? r.pick(images.authors) : { name: model.author, image: null };
        const place = r.weighted(LOCATIONS).split(",")[0] as string;
        const month = MONTHS[i % MONTHS.length];
        const publishDate = daysAgo(i < 5 ? -r.int(1, 20) : r.next() * 4 * 365);
        const status = i < 5 ? "scheduled" : r.chance(0.08) ? "draft" : "published";
        return {
          title: r.pick([
            `Kigali Property Market Update, ${month} ${2023 + (i % 4)}`,
            `Living in ${place}: A Neighbourhood Guide`,
            `What Your Budget Buys in ${place} Today`,
            `Renting in ${place}: Prices, Leases and Deposits`,
            model.title,
          ]),
          category: r.pick(BLOG_CATEGORIES),
          tags: r.subset([...model.tags, place, "Kigali", "Market"], 2, 5),
          excerpt: model.excerpt,
          content: model.content,
          status,
          publishDate,
          author: author.name,
          authorImage: author.image,
          image: images.blogImages.length > 0 ? r.pick(images.blogImages) : null,
          views: status === "published" ? r.int(10, 4_000) : 0,
          createdAt: status === "scheduled" ? daysAgo(1) : publishDate,
          updatedAt: status === "scheduled" ? daysAgo(1) : publishDate,
        };
      }),
      (batch) => tx.insert(blogs).values(batch),
    );

    await insertAll(
      Array.from({ length: volumes.consultations }, () => {
        const who = person(r);
        const kind = r.weighted([
          ["inquiry", 55],
          ["viewing", 25],
          ["consultation", 20],
        ] as const);
        const listing = kind === "consultation" ? undefined : r.pick(propertyRefs);
        const created = daysAgo(r.next() * 2 * 365);
        return {
          kind,
          ...who,
          propertyType: listing?.type ?? r.pick(["house", "apartment", "land", "villa", ""]),
          message:
            kind === "viewing"
              ? `I would like to visit this property${r.chance(0.5) ? " this weekend" : " next week"}. Please call me to arrange a time.`
              : kind === "inquiry"
                ? "Is this property still available? I would like to know whether the price is negotiable and what the monthly charges are."
                : "I am looking for a family home in Kigali and would like advice on neighbourhoods and budgets.",
          status: r.weighted([
            ["new", 30],
            ["in-progress", 20],
            ["contacted", 35],
            ["archived", 15],
          ] as const),
          priority: r.pick(CONSULTATION_PRIORITIES),
          assignedTo: r.pick(AGENTS),
          followUpDate: r.chance(0.2) ? daysAgo(-r.int(1, 30)) : null,
          propertyId: listing?.id ?? null,
          listingTitle: listing?.title ?? null,
          createdAt: created,
          updatedAt: created,
        };
      }),
      (batch) => tx.insert(consultations).values(batch),
    );

    await insertAll(
      Array.from({ length: volumes.contacts }, () => {
        const who = person(r);
        const created = daysAgo(r.next() * 2 * 365);
        return {
          ...who,
          subject: r.pick(CONTACT_SUBJECTS),
          message: "Good afternoon, could someone from your team call me back about this? I am available most mornings.",
          status: r.pick(CONTACT_STATUSES),
          createdAt: created,
          updatedAt: created,
        };
      }),
      (batch) => tx.insert(contacts).values(batch),
    );

    await insertAll(
      Array.from({ length: volumes.submissions }, () => {
        const who = person(r);
        const type = r.pick(SUBMISSION_TYPES);
        const location = r.weighted(LOCATIONS);
        const bedrooms = r.int(...SHAPE[type].beds);
        const status = r.weighted([
          ["pending", 40],
          ["approved", 35],
          ["rejected", 25],
        ] as const);
        const created = daysAgo(r.next() * 365);
        return {
          title: `${TYPE_LABEL[type]} in ${location.split(",")[0]}`,
          type,
          price: priceFor(r, type, "now-selling"),
          location,
          area: Math.round(r.int(...SHAPE[type].area) / 5) * 5,
          bedrooms,
          bathrooms: bedrooms === 0 ? 0 : r.int(1, bedrooms),
          description: propertyDescription(r, type, location.split(",")[0] as string),
          features: r.subset(AMENITY_CHOICES, 1, 4),
          images: images.forType(r, type),
          contactName: who.name,
          contactEmail: who.email,
          contactPhone: who.phone,
          contactWhatsApp: r.chance(0.6) ? who.phone : null,
          status,
          reviewedAt: status === "pending" ? null : new Date(created.getTime() + DAY),
          createdAt: created,
          updatedAt: created,
        };
      }),
      (batch) => tx.insert(submissions).values(batch),
    );
  });
  // Fresh statistics and visibility map, as autovacuum would leave them on a live database: without
  // them the planner guesses one row per filter and index-only scans still read the table.
  await db.execute(sql`vacuum analyze`);
  return { ...volumes, seconds: (performance.now() - started) / 1000 };
}

/** Ids of properties drawn at random, for requests that must name real listings. */
export async function samplePropertyIds(db: Db, count: number): Promise<string[]> {
  const rows = await db.select({ id: properties.id }).from(properties).orderBy(sql`random()`).limit(count);
  return rows.map((row) => row.id);
}
