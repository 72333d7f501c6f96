import type {
  AMENITY_CHOICES,
  BlogCategory,
  BlogStatus,
  ConsultationPriority,
  ConsultationStatus,
  ContactStatus,
  DevelopmentStatus,
  LeadKind,
  NotificationType,
  ProjectType,
  PropertyStatus,
  PropertyType,
  SubmissionStatus,
  SubmissionType,
} from "../../domain/enums.ts";
import type { HairStyle, SceneKind } from "./scene-images.ts";

/**
 * The demo agency's content: plain data, no I/O. Ages are relative to the moment of seeding, so a
 * freshly seeded site always shows listings posted "3h ago", "2d ago" and "5w ago".
 */

type Amenity = (typeof AMENITY_CHOICES)[number];

export type DemoProperty = {
  title: string;
  type: PropertyType;
  status: PropertyStatus;
  price: number;
  location: string;
  bedrooms: number;
  bathrooms: number;
  area: number;
  description: string;
  amenities: Amenity[];
  featured?: boolean;
  promoted?: boolean;
  youtubeLink?: string;
  rating?: number;
  views: number;
  /** Fractions place a listing within the last day. */
  daysAgo: number;
};

export type DemoDevelopment = {
  title: string;
  location: string;
  description: string;
  status: DevelopmentStatus;
  projectType: ProjectType;
  tags: string[];
  units: number;
  amenities: string[];
  featured?: boolean;
  promoted?: boolean;
  contactPhone: string;
  contactEmail: string;
  contactWebsite: string;
  youtubeLink?: string;
  scenes: SceneKind[];
  daysAgo: number;
};

export type DemoAuthor = { name: string; hair: HairStyle };

export type DemoBlogPost = {
  title: string;
  category: BlogCategory;
  status: BlogStatus;
  tags: string[];
  excerpt: string;
  content: string;
  author: string;
  scene: SceneKind;
  /** Negative for a post scheduled in the future. */
  publishDaysAgo: number;
  views: number;
};

export type DemoTestimonial = { name: string; role: string; quote: string; stars: number; hair: HairStyle };

export type DemoConsultation = {
  kind: LeadKind;
  name: string;
  email: string;
  phone: string;
  propertyType: string;
  message: string;
  status: ConsultationStatus;
  priority: ConsultationPriority;
  assignedTo?: string;
  followUpInDays?: number;
  notes?: string;
  /** Index into DEMO_PROPERTIES / DEMO_DEVELOPMENTS of the listing asked about. */
  propertyIndex?: number;
  developmentIndex?: number;
  hoursAgo: number;
};

export type DemoContact = {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
  status: ContactStatus;
  notes?: string;
  hoursAgo: number;
};

export type DemoSubmission = {
  title: string;
  type: SubmissionType;
  price: number;
  location: string;
  area: number;
  bedrooms: number;
  bathrooms: number;
  description: string;
  features: string[];
  propertyStatus: PropertyStatus;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  contactWhatsApp?: string;
  status: SubmissionStatus;
  adminNotes?: string;
  /** For an approved submission: the index of the property it became. */
  approvedAsProperty?: number;
  hoursAgo: number;
};

export type EntityRef =
  | { type: "consultation"; index: number }
  | { type: "contact"; index: number }
  | { type: "submission"; index: number }
  | { type: "property"; index: number }
  | { type: "blog"; index: number };

export type DemoNotification = {
  type: NotificationType;
  title: string;
  message: string;
  link: string;
  read: boolean;
  hoursAgo: number;
};

export type DemoActivity = { action: string; details: string; status: string; entity: EntityRef; hoursAgo: number };

export const DEMO_PROPERTIES: DemoProperty[] = [
  {
    title: "Modern 4-Bedroom Family House in Kibagabaga",
    type: "house",
    status: "now-selling",
    price: 285_000_000,
    location: "Kibagabaga, Kigali",
    bedrooms: 4,
    bathrooms: 3,
    area: 420,
    description:
      "A bright, recently finished family home on a quiet paved street in Kibagabaga, ten minutes from Kigali Heights and the Convention Centre. The ground floor opens into a double living room and a fitted kitchen with a separate service kitchen, and the four bedrooms upstairs include a master suite with a walk-in wardrobe. The compound is fully walled with a lawn, a covered parking for two cars and a 5,000-litre water tank.",
    amenities: ["Water Supply", "Electricity", "Garden", "Parking", "Security"],
    featured: true,
    youtubeLink: "https://www.youtube.com/watch?v=kG7hX2mQp4A",
    rating: 4.6,
    views: 142,
    daysAgo: 0.3,
  },
  {
    title: "Elegant Villa with Pool in Nyarutarama",
    type: "villa",
    status: "now-selling",
    price: 850_000_000,
    location: "Nyarutarama, Kigali",
    bedrooms: 6,
    bathrooms: 6,
    area: 1_100,
    description:
      "An architect-designed villa a short walk from the Nyarutarama golf course, set on a landscaped plot with a heated swimming pool and views over the Nyarutarama valley. Floor-to-ceiling glass connects the living and dining rooms to the terrace, and every one of the six bedrooms has its own bathroom. Staff quarters, a backup generator and a two-car garage complete a home that is ready for a diplomatic or executive family.",
    amenities: ["Swimming Pool", "Garden", "Parking", "Security", "Internet", "Air Conditioning", "Water Supply", "Electricity"],
    featured: true,
    promoted: true,
    youtubeLink: "https://www.youtube.com/watch?v=Vq3nR8tLw2E",
    rating: 4.9,
    views: 512,
    daysAgo: 3,
  },
  {
    title: "Furnished 2-Bedroom Apartment in Kacyiru",
    type: "apartment",
    status: "for-rent",
    price: 1_200_000,
    location: "Kacyiru, Kigali",
    bedrooms: 2,
    bathrooms: 2,
    area: 110,
    description:
      "A fully furnished apartment on the fourth floor of a secure residence behind the Kacyiru ministries, close to embassies and international schools. Rent covers furniture, fibre internet, weekly cleaning and the building's gym. Ideal for an NGO or embassy staff member looking for a move-in-ready home on a twelve-month lease.",
    amenities: ["Internet", "Gym", "Parking", "Security", "Water Supply", "Electricity"],
    featured: true,
    rating: 4.5,
    views: 301,
    daysAgo: 1.5,
  },
  {
    title: "Residential Plot with City Views in Rebero",
    type: "land",
    status: "now-selling",
    price: 65_000_000,
    location: "Rebero, Kigali",
    bedrooms: 0,
    bathrooms: 0,
    area: 800,
    description:
      "A gently sloping 800 sqm plot on the Rebero ridge with uninterrupted views over the city centre and Kicukiro. The plot is zoned for low-density residential use, has a clean title with its UPI ready for transfer, and water and electricity lines run along the access road. A rare opportunity to build a family home in one of Kigali's fastest-growing neighbourhoods.",
    amenities: ["Water Supply", "Electricity"],
    views: 188,
    daysAgo: 5,
  },
  {
    title: "3-Bedroom Townhouse in a Gated Gacuriro Estate",
    type: "townhouse",
    status: "now-selling",
    price: 210_000_000,
    location: "Gacuriro, Kigali",
    bedrooms: 3,
    bathrooms: 3,
    area: 240,
    description:
      "A two-storey townhouse in a gated estate of twenty homes in Gacuriro, with 24-hour security, a children's play area and a shared garden. The open-plan ground floor has a guest toilet and a kitchen with a pantry, and the three bedrooms upstairs share a family bathroom besides the master en-suite. Vision City shops and schools are five minutes away.",
    amenities: ["Security", "Garden", "Parking", "Water Supply", "Electricity"],
    rating: 4.3,
    views: 97,
    daysAgo: 9,
  },
  {
    title: "Spacious Family Home for Rent in Kimihurura",
    type: "house",
    status: "for-rent",
    price: 2_800_000,
    location: "Kimihurura, Kigali",
    bedrooms: 4,
    bathrooms: 4,
    area: 500,
    description:
      "A generous single-storey home on a leafy street in Kimihurura, minutes from the Kigali Convention Centre and Kimihurura's restaurants. Four bedrooms with en-suite bathrooms, a large living room with a fireplace and a covered veranda overlooking a mature garden. Rent includes the gardener and the night guard.",
    amenities: ["Garden", "Security", "Parking", "Water Supply", "Electricity", "Internet"],
    featured: true,
    rating: 4.7,
    views: 265,
    daysAgo: 6,
  },
  {
    title: "Luxury 3-Bedroom Condo in Kiyovu",
    type: "condo",
    status: "now-selling",
    price: 320_000_000,
    location: "Kiyovu, Kigali",
    bedrooms: 3,
    bathrooms: 2,
    area: 165,
    description:
      "A corner condo on the sixth floor of one of Kiyovu's newest residences, walking distance from the city centre and the Hôtel des Mille Collines. Wide balconies face the hills of Nyamirambo, and the building offers a lift, a rooftop lounge and underground parking. Sold with a condominium title and low monthly service charges.",
    amenities: ["Concierge Service", "Parking", "Security", "Gym", "Air Conditioning", "Water Supply", "Electricity"],
    rating: 4.4,
    views: 176,
    daysAgo: 12,
  },
  {
    title: "Garden Apartments in Kinyinya (Off-Plan)",
    type: "apartment",
    status: "coming-soon",
    price: 95_000_000,
    location: "Kinyinya, Kigali",
    bedrooms: 2,
    bathrooms: 2,
    area: 95,
    description:
      "Pre-launch two-bedroom apartments in a low-rise block of sixteen units in Kinyinya, planned around a shared garden. Reservations open soon with a 10% deposit and staged payments during construction. The first owners can choose finishes for the kitchen and floors.",
    amenities: ["Garden", "Parking", "Security", "Water Supply", "Electricity"],
    views: 64,
    daysAgo: 2,
  },
  {
    title: "Affordable 3-Bedroom Starter House in Kicukiro",
    type: "house",
    status: "now-selling",
    price: 150_000_000,
    location: "Kicukiro, Kigali",
    bedrooms: 3,
    bathrooms: 2,
    area: 300,
    description:
      "A well-kept bungalow on a 300 sqm plot in Kicukiro, close to Sonatube, the airport road and several good primary schools. Three bedrooms, a bright living room, a modern kitchen and a small back yard with a separate laundry room. An excellent first home that also qualifies for most bank mortgage products.",
    amenities: ["Water Supply", "Electricity", "Parking"],
    views: 18,
    daysAgo: 0.1,
  },
  {
    title: "Hillside Villa for Rent in Rebero",
    type: "villa",
    status: "for-rent",
    price: 4_500_000,
    location: "Rebero, Kigali",
    bedrooms: 5,
    bathrooms: 5,
    area: 780,
    description:
      "A contemporary villa on the Rebero hillside with panoramic views of Kigali by day and by night. Five en-suite bedrooms, an infinity pool, a home office and a fully equipped kitchen. Offered furnished on a two-year lease, with a generator, solar water heating and full-time security.",
    amenities: ["Swimming Pool", "Garden", "Security", "Parking", "Internet", "Air Conditioning", "Water Supply", "Electricity"],
    rating: 4.8,
    views: 233,
    daysAgo: 15,
  },
  {
    title: "Affordable Residential Plot in Masaka",
    type: "land",
    status: "now-selling",
    price: 28_000_000,
    location: "Masaka, Kigali",
    bedrooms: 0,
    bathrooms: 0,
    area: 600,
    description:
      "A flat 600 sqm plot in Masaka, in an area of new family homes with a tarmac road two hundred metres away. The title is clean and the seller will support the transfer through Irembo. A good choice for a first build on a budget, fifteen minutes from Kabeza and the airport.",
    amenities: ["Water Supply", "Electricity"],
    views: 121,
    daysAgo: 20,
  },
  {
    title: "Corner Plot near the Road in Rusororo",
    type: "land",
    status: "now-selling",
    price: 35_000_000,
    location: "Rusororo, Kigali",
    bedrooms: 0,
    bathrooms: 0,
    area: 900,
    description:
      "A 900 sqm corner plot in Rusororo, a short drive from the Kigali Special Economic Zone and the Kigali–Rwamagana road. Zoned for residential use with room for a house and rental annexe. Water and electricity are available on the plot boundary.",
    amenities: ["Water Supply", "Electricity"],
    views: 87,
    daysAgo: 33,
  },
  {
    title: "Serviced Plots in Kagugu (Release Soon)",
    type: "land",
    status: "coming-soon",
    price: 48_000_000,
    location: "Kagugu, Kigali",
    bedrooms: 0,
    bathrooms: 0,
    area: 650,
    description:
      "A small release of serviced plots in Kagugu with paved internal roads, drainage and street lighting being completed. Each plot comes with an individual title and approved subdivision plans. Register your interest now to be notified when sales open.",
    amenities: ["Water Supply", "Electricity", "Security"],
    views: 45,
    daysAgo: 4,
  },
  {
    title: "Cosy 1-Bedroom Apartment in Remera",
    type: "apartment",
    status: "for-rent",
    price: 650_000,
    location: "Remera, Kigali",
    bedrooms: 1,
    bathrooms: 1,
    area: 60,
    description:
      "A tidy one-bedroom apartment in Remera, a short walk from Amahoro Stadium, Kigali Arena and the Giporoso bus stops. Comes with a fitted kitchen, a balcony and a secure parking space. Perfect for a young professional who wants to be close to everything.",
    amenities: ["Parking", "Security", "Water Supply", "Electricity"],
    views: 154,
    daysAgo: 7,
  },
  {
    title: "Three-Bedroom House near Kanombe",
    type: "house",
    status: "now-selling",
    price: 175_000_000,
    location: "Kanombe, Kigali",
    bedrooms: 3,
    bathrooms: 2,
    area: 350,
    description:
      "A solid three-bedroom house in Kanombe, close to the airport and the military hospital, with a walled compound and a paved driveway. The house has a separate boys' quarter that can be rented out, tiled floors throughout and a new roof. Listed with us by its owner through our website.",
    amenities: ["Water Supply", "Electricity", "Parking", "Garden"],
    rating: 4.2,
    views: 76,
    daysAgo: 18,
  },
  {
    title: "Charming Bungalow in Gisozi",
    type: "house",
    status: "sold",
    price: 190_000_000,
    location: "Gisozi, Kigali",
    bedrooms: 3,
    bathrooms: 2,
    area: 380,
    description:
      "A charming bungalow in Gisozi with a large garden of avocado and mango trees, close to the Kigali Genocide Memorial and the Gisozi business centre. Sold in under six weeks to a diaspora family relocating from Belgium.",
    amenities: ["Garden", "Parking", "Water Supply", "Electricity"],
    rating: 4.5,
    views: 340,
    daysAgo: 62,
  },
  {
    title: "Classic Colonial-Era Villa in Kiyovu",
    type: "villa",
    status: "sold",
    price: 720_000_000,
    location: "Kiyovu, Kigali",
    bedrooms: 5,
    bathrooms: 4,
    area: 1_400,
    description:
      "A restored villa on one of Kiyovu's most sought-after avenues, with a 1,400 sqm garden, high ceilings and a separate guest cottage. Sold to an embassy after a competitive process.",
    amenities: ["Garden", "Security", "Parking", "Swimming Pool", "Water Supply", "Electricity"],
    rating: 5,
    views: 610,
    daysAgo: 70,
  },
  {
    title: "Modern Townhouse for Rent in Kibagabaga",
    type: "townhouse",
    status: "for-rent",
    price: 1_800_000,
    location: "Kibagabaga, Kigali",
    bedrooms: 3,
    bathrooms: 3,
    area: 210,
    description:
      "A modern three-bedroom townhouse in a compound of six units in Kibagabaga, close to King Faisal Hospital and the Kigali Heights area. Each bedroom has an en-suite bathroom, and the shared compound has a guard, a garden and space for two cars per unit.",
    amenities: ["Security", "Parking", "Garden", "Water Supply", "Electricity"],
    views: 112,
    daysAgo: 24,
  },
  {
    title: "Penthouse Apartment with Skyline Views in Nyarutarama",
    type: "apartment",
    status: "now-selling",
    price: 450_000_000,
    location: "Nyarutarama, Kigali",
    bedrooms: 3,
    bathrooms: 3,
    area: 240,
    description:
      "A top-floor penthouse with a 90 sqm private terrace looking over Nyarutarama and the Kigali skyline. The open living space has a chef's kitchen and a bar, and residents share a pool, a gym and a concierge desk. Two parking places and a storage room are included in the price.",
    amenities: [
      "Swimming Pool",
      "Gym",
      "Concierge Service",
      "Parking",
      "Security",
      "Internet",
      "Air Conditioning",
      "Water Supply",
    ],
    featured: true,
    promoted: true,
    youtubeLink: "https://www.youtube.com/watch?v=Lp9dY4sKc1M",
    rating: 4.8,
    views: 287,
    daysAgo: 11,
  },
  {
    title: "2-Bedroom Condo for Rent in Kimihurura",
    type: "condo",
    status: "for-rent",
    price: 1_500_000,
    location: "Kimihurura, Kigali",
    bedrooms: 2,
    bathrooms: 2,
    area: 120,
    description:
      "A quiet two-bedroom condo in Kimihurura with a large balcony over the valley, steps from Kimihurura's cafés and restaurants. The residence has a lift, backup power and secure parking. Available from the start of next month.",
    amenities: ["Parking", "Security", "Internet", "Water Supply", "Electricity"],
    rating: 4.1,
    views: 93,
    daysAgo: 28,
  },
  {
    title: "Contemporary Villa in Gacuriro (Pre-Launch)",
    type: "villa",
    status: "coming-soon",
    price: 520_000_000,
    location: "Gacuriro, Kigali",
    bedrooms: 5,
    bathrooms: 5,
    area: 650,
    description:
      "A contemporary five-bedroom villa under construction in Gacuriro, due for completion in about four months. Buyers reserving now can still adapt the interior layout and choose their finishes. The design includes a pool, a rooftop terrace and solar panels.",
    amenities: ["Swimming Pool", "Garden", "Security", "Parking", "Internet", "Water Supply", "Electricity"],
    featured: true,
    youtubeLink: "https://www.youtube.com/watch?v=Tz6wB3fHn8Q",
    views: 158,
    daysAgo: 1,
  },
  {
    title: "Family House for Rent in Niboye",
    type: "house",
    status: "for-rent",
    price: 900_000,
    location: "Niboye, Kigali",
    bedrooms: 3,
    bathrooms: 2,
    area: 280,
    description:
      "A clean three-bedroom house in Niboye, Kicukiro, with a small garden and a covered parking. Close to the Niboye market, schools and public transport along the Sonatube road. Available for a minimum lease of one year.",
    amenities: ["Parking", "Garden", "Water Supply", "Electricity"],
    views: 70,
    daysAgo: 40,
  },
  {
    title: "Large Investment Plot in Kinyinya",
    type: "land",
    status: "now-selling",
    price: 180_000_000,
    location: "Kinyinya, Kigali",
    bedrooms: 0,
    bathrooms: 0,
    area: 2_500,
    description:
      "A 2,500 sqm plot in Kinyinya zoned for medium-density residential use, suitable for an apartment block or a small estate of townhouses. The plot sits on a paved road with all utilities connected and is surrounded by recent high-end developments. Subdivision is possible.",
    amenities: ["Water Supply", "Electricity", "Security"],
    featured: true,
    rating: 4.4,
    views: 205,
    daysAgo: 45,
  },
  {
    title: "Townhouses in Kagugu (Coming Soon)",
    type: "townhouse",
    status: "coming-soon",
    price: 165_000_000,
    location: "Kagugu, Kigali",
    bedrooms: 3,
    bathrooms: 2,
    area: 180,
    description:
      "A row of eight three-bedroom townhouses planned in Kagugu, each with a private courtyard and a parking bay. Construction starts next quarter and early buyers benefit from pre-launch prices and flexible payment plans.",
    amenities: ["Parking", "Security", "Garden", "Water Supply", "Electricity"],
    views: 39,
    daysAgo: 0.6,
  },
  {
    title: "Well-Priced 2-Bedroom Apartment in Kacyiru",
    type: "apartment",
    status: "now-selling",
    price: 135_000_000,
    location: "Kacyiru, Kigali",
    bedrooms: 2,
    bathrooms: 2,
    area: 105,
    description:
      "A second-floor apartment in a managed building in Kacyiru, close to the US Embassy, Kigali Heights and the Kacyiru police headquarters. Currently rented to a reliable tenant, which makes it an attractive buy-to-let investment with immediate income.",
    amenities: ["Parking", "Security", "Water Supply", "Electricity", "Internet"],
    rating: 4.2,
    views: 131,
    daysAgo: 52,
  },
  {
    title: "Executive 5-Bedroom House in Nyarutarama",
    type: "house",
    status: "now-selling",
    price: 650_000_000,
    location: "Nyarutarama, Kigali",
    bedrooms: 5,
    bathrooms: 5,
    area: 900,
    description:
      "A refined executive home in Nyarutarama's embassy district, with generous reception rooms, a study and a landscaped garden with a gazebo. Five bedroom suites, a separate staff house and parking for four cars. Close to the Nyarutarama tennis club, international schools and the MTN Centre.",
    amenities: ["Garden", "Security", "Parking", "Internet", "Air Conditioning", "Heating", "Water Supply", "Electricity"],
    featured: true,
    promoted: true,
    rating: 4.9,
    views: 398,
    daysAgo: 8,
  },
];

export const DEMO_DEVELOPMENTS: DemoDevelopment[] = [
  {
    title: "Rebero Ridge Villas",
    location: "Rebero, Kigali",
    description:
      "Twelve contemporary villas on the crest of Rebero, each with a private garden, a pool and sweeping views over Kigali. The estate has a single gated entrance, landscaped common areas and solar street lighting. Villas can be customised during construction, which makes the project popular with diaspora buyers building from abroad.",
    status: "now-selling",
    projectType: "residential",
    tags: ["Gated community", "City views", "Diaspora friendly", "Solar lighting"],
    units: 12,
    amenities: ["Swimming Pool", "Garden", "Security", "Parking", "Clubhouse"],
    featured: true,
    contactPhone: "+250 788 123 456",
    contactEmail: "rebero@kigaliestates.rw",
    contactWebsite: "https://kigaliestates.rw/rebero-ridge",
    youtubeLink: "https://www.youtube.com/watch?v=Rb4xN7pQe2W",
    scenes: ["villa", "villa", "interior", "land"],
    daysAgo: 30,
  },
  {
    title: "Gacuriro Heights Apartments",
    location: "Gacuriro, Kigali",
    description:
      "Two eight-storey residential towers with 96 apartments from one to three bedrooms, a rooftop garden, a gym and underground parking. Gacuriro Heights is five minutes from Vision City's schools and shops and is designed for families and young professionals who want modern, secure living at a fair price.",
    status: "coming-soon",
    projectType: "residential",
    tags: ["Apartments", "Rooftop garden", "Near schools", "Off-plan prices"],
    units: 96,
    amenities: ["Gym", "Garden", "Parking", "Security", "Internet"],
    contactPhone: "+250 788 123 456",
    contactEmail: "gacuriro@kigaliestates.rw",
    contactWebsite: "https://kigaliestates.rw/gacuriro-heights",
    scenes: ["apartment", "apartment", "interior"],
    daysAgo: 21,
  },
  {
    title: "Kimihurura Business Suites",
    location: "Kimihurura, Kigali",
    description:
      "A six-floor office building with flexible suites from 80 to 600 sqm, a ground-floor café and meeting rooms, minutes from the Kigali Convention Centre. Designed for NGOs, embassies and growing companies, with backup power, fibre connectivity and secure parking.",
    status: "planning",
    projectType: "commercial",
    tags: ["Offices", "Fibre ready", "Near KCC", "Backup power"],
    units: 24,
    amenities: ["Parking", "Security", "Internet", "Air Conditioning", "Concierge Service"],
    contactPhone: "+250 722 555 010",
    contactEmail: "business@kigaliestates.rw",
    contactWebsite: "https://kigaliestates.rw/kimihurura-suites",
    scenes: ["skyline", "apartment", "skyline"],
    daysAgo: 14,
  },
  {
    title: "Kibagabaga Green Residences",
    location: "Kibagabaga, Kigali",
    description:
      "A completed mixed-use neighbourhood of 40 townhouses and a small shopping street with a pharmacy, a grocery and a café. Kibagabaga Green was finished last year and the last resale units come up from time to time; ask us to join the waiting list.",
    status: "completed",
    projectType: "mixed-use",
    tags: ["Townhouses", "Shops on site", "Completed", "Family living"],
    units: 40,
    amenities: ["Garden", "Security", "Parking", "Clubhouse", "Water Supply"],
    contactPhone: "+250 738 200 300",
    contactEmail: "kibagabaga@kigaliestates.rw",
    contactWebsite: "https://kigaliestates.rw/kibagabaga-green",
    scenes: ["townhouse", "townhouse", "interior", "skyline"],
    daysAgo: 65,
  },
];

export const DEMO_AUTHORS: DemoAuthor[] = [
  { name: "Claudine Mukeshimana", hair: "long" },
  { name: "Olivier Mugisha", hair: "short" },
  { name: "Diane Mukamana", hair: "long" },
];

export const DEMO_BLOG_POSTS: DemoBlogPost[] = [
  {
    title: "Buying Property in Kigali from the Diaspora: A Step-by-Step Guide",
    category: "buying-guide",
    status: "published",
    tags: ["Diaspora", "Buying", "Due diligence", "Power of attorney"],
    excerpt:
      "Thousands of Rwandans abroad are buying homes and land in Kigali. Here is how to do it safely, from choosing a neighbourhood to signing the transfer without flying home twice.",
    author: "Claudine Mukeshimana",
    scene: "house",
    publishDaysAgo: 75,
    views: 1_284,
    content: `Every month we speak with Rwandans in Brussels, Montreal, London, Nairobi and Dallas who want to own a home in Kigali. Some plan to retire here, some want a base for family visits, and many want an asset that earns rent while they are away. Buying from abroad is very achievable, but it rewards people who follow a clear process.

## 1. Decide what you are buying, and why

Start with the purpose. A home for your parents in Kicukiro needs different things from a rental apartment in Kacyiru or a plot in Rebero for a future build. Write down your budget in Rwandan francs, the neighbourhoods you would accept, and whether you need the property to produce income from day one.

- **Own use**: prioritise access roads, schools and hospitals nearby, and a quiet street.
- **Rental income**: look at areas with steady demand from NGOs, embassies and young professionals, such as Kacyiru, Kimihurura and Remera.
- **Future build**: land in Rebero, Kinyinya, Kagugu or Rusororo gives room to grow.

## 2. Work with people who are accountable

The most common problem we see is a relative or friend "helping" with a purchase without written agreements. Use a licensed agent, an independent notary and, for larger purchases, a lawyer. Ask for references from other diaspora clients.

## 3. Check the title before you send any money

Every registered parcel in Rwanda has a **Unique Parcel Identifier (UPI)**. Ask the seller for it and verify the owner, the land use and any mortgage or caveat registered on the parcel. Visit the property, or send someone you trust with a video call, to confirm that what you see matches the plan on the title.

## 4. Sign from abroad with a power of attorney

You do not have to be in Kigali to complete the purchase. A **notarised power of attorney**, signed at a Rwandan embassy or legalised where you live, lets a trusted representative sign on your behalf. Keep its scope narrow: name the parcel, the price and the representative.

## 5. Pay through traceable channels

Transfer funds bank to bank, never in cash, and release the balance only when the transfer is registered. Many of our clients use a staged payment: a deposit on signing the sale agreement and the rest on registration.

## 6. Plan what happens after the keys

If you are renting the property out, agree on property management before completion: who collects rent, who fixes the water heater, and how you receive statements. If you are building, the building permit is requested online through the **Kubaka** system, and a reliable site supervisor matters as much as a good architect.

Buying from abroad is about trust and paperwork in equal measure. Take your time, check everything twice, and you will own a home in Kigali without surprises.`,
  },
  {
    title: "Land Transfers Go Digital: What Irembo Means for Buyers and Sellers",
    category: "news",
    status: "published",
    tags: ["Land titles", "Irembo", "UPI", "Legal"],
    excerpt:
      "Land transfer requests in Rwanda are now made online through Irembo. We explain the steps, the documents you need and the mistakes that slow a transfer down.",
    author: "Diane Mukamana",
    scene: "land",
    publishDaysAgo: 58,
    views: 967,
    content: `Rwanda has one of the most complete land registries in Africa: almost every parcel in the country is mapped and titled. In recent years the services around it have moved online, and most buyers now start a land transfer on the **Irembo** portal instead of queuing at a sector office. Here is what that means in practice.

## The parcel comes first

Every title carries a **UPI**, the parcel's unique identifier. Before anything else, check the UPI with the land administration services: it tells you the registered owner, the size, the permitted land use and whether a mortgage or a caveat is registered. If the seller cannot give you a UPI, stop there.

Most residential land in Kigali is held under a long-term lease from the state rather than freehold. That is normal and does not stop you from selling, mortgaging or building, but read the lease term and the land use written on the title.

## The steps of a transfer

- The buyer and seller agree on the price and sign a sale agreement, ideally before a notary.
- One of the parties submits the transfer request online through Irembo and pays the application fee.
- Both parties confirm the transaction, in person before a land notary or through the identity checks offered online.
- The land administration reviews the file and issues a new title in the buyer's name.

When everything is in order, the process is measured in days or a few weeks rather than months.

## Documents to prepare

- **National ID or passport** of both buyer and seller.
- The **existing title** and the UPI.
- Proof of **marital status**: a married seller usually needs the spouse's consent, because many properties are jointly owned.
- A **power of attorney** if someone signs on behalf of a buyer or seller abroad.

## What slows transfers down

In our experience, delays come from three places: a spouse who has not consented, a title whose land use does not match what the buyer intends to build, and unpaid fees or taxes on the parcel. All three can be checked before the sale agreement is signed.

## How we help

Our legal and client services team checks every parcel we list before it goes on the website, and we accompany buyers through the Irembo steps. If you are considering a plot in Rebero, Masaka, Rusororo or Kinyinya, ask us for the title check first: it is the cheapest insurance you will ever buy.`,
  },
  {
    title: "Rental Yields in Kigali: Which Neighbourhoods Pay Best",
    category: "investment",
    status: "published",
    tags: ["Investment", "Rental yield", "Apartments", "Buy-to-let"],
    excerpt:
      "Gross rental yields in Kigali commonly range from about 6% to 10%. We compare neighbourhoods and property types, and show how to work out your own numbers.",
    author: "Olivier Mugisha",
    scene: "apartment",
    publishDaysAgo: 41,
    views: 1_530,
    content: `Investors often ask us the same question: if I buy in Kigali and rent the property out, what will it earn? The honest answer is that it depends on the neighbourhood, the property type and how well it is managed. But there are patterns in the market, and the arithmetic is simple.

## How to calculate a yield

The **gross yield** is the annual rent divided by the purchase price. An apartment bought for RWF 135,000,000 and rented at RWF 900,000 per month earns RWF 10,800,000 a year, a gross yield of 8%.

The **net yield** subtracts the running costs: service charges, maintenance, vacancy between tenants, management fees and rental income tax. As a rule of thumb, expect the net yield to be two to three points below the gross figure.

## What we see across Kigali

- **Kacyiru and Kimihurura**: steady demand from embassies, NGOs and international staff. Furnished two-bedroom apartments let quickly, and gross yields of 7% to 9% are common.
- **Nyarutarama**: the highest rents in the city, but also the highest prices. Large villas often yield 5% to 7%, while well-placed penthouses do better.
- **Remera and Kicukiro**: strong local demand close to the stadium, the airport road and universities. Smaller apartments can reach 9% to 10% gross.
- **Kibagabaga and Gacuriro**: family townhouses with gardens, popular with long-term tenants who stay for years, which keeps vacancy low.

## Furnished or unfurnished?

Furnished apartments earn noticeably more rent, and international tenants often expect them. They also cost more to set up and wear faster. For a one- or two-bedroom unit in Kacyiru or Kimihurura, furnishing usually pays for itself within two years.

## Risks to keep in mind

- **Vacancy**: budget for one month empty every year.
- **Currency**: if your costs are in euros or dollars, franc depreciation affects your returns.
- **Management**: a property managed from abroad without a local partner loses value quickly.

## Our view

For most first-time investors, a well-located two-bedroom apartment in Kacyiru, Kimihurura or Remera offers the best balance of price, demand and liquidity. Land can appreciate faster, but it earns nothing while it waits. Talk to us about your budget, and we will run the numbers on real listings with you.`,
  },
  {
    title: "Mortgage Basics: Financing a Home with a Rwandan Bank",
    category: "education",
    status: "published",
    tags: ["Mortgage", "Banks", "Financing", "First-time buyers"],
    excerpt:
      "How much can you borrow, how large a deposit do banks expect, and what documents should you prepare? A plain-language introduction to home loans in Rwanda.",
    author: "Diane Mukamana",
    scene: "interior",
    publishDaysAgo: 27,
    views: 842,
    content: `Most homes in Kigali are still bought with savings, but mortgages are becoming a normal part of the market. Several commercial banks offer home loans, and government-supported schemes target first-time buyers of affordable homes. Here is what to expect when you apply.

## How much can you borrow?

Banks look first at your **repayment capacity**. A common rule is that the monthly instalment should not exceed about a third to a half of your net monthly income. The bank will also value the property: most lend up to 70% or 80% of its value, so plan for a deposit of **20% to 30%** of the price, plus fees.

## Interest rates and terms

Mortgage rates in Rwanda have historically been in the low to mid teens per year, with terms of up to 20 years depending on the bank and your age. Affordable-housing programmes can offer lower rates for eligible homes and buyers. Always compare the **total cost of the loan**, not only the headline rate.

## Documents banks usually ask for

- National ID or passport, and proof of marital status.
- Payslips and bank statements for the last six to twelve months, or audited accounts if you are self-employed.
- An employment letter or contract.
- The sale agreement and a copy of the property's title with its UPI.
- A **valuation report** by a certified valuer accepted by the bank.

## The steps, in order

- Get a pre-approval so you know your budget before you negotiate.
- Agree on the price and sign a sale agreement that is conditional on financing.
- The bank values the property and issues a final offer.
- The mortgage is registered on the title at the same time as the transfer.
- The bank pays the seller, and you receive the keys.

## Tips from our clients' experience

- **Keep your records clean**: regular salary deposits and a tidy bank statement speed up approval.
- **Budget for fees**: valuation, notary, registration and insurance add a few percent to the price.
- **Diaspora buyers** can borrow too: some banks lend against foreign income, usually with a larger deposit.

A mortgage is a long commitment, but it can turn twenty years of rent into twenty years of ownership. Our team works with several banks and can introduce you to a mortgage adviser before you start viewing homes.`,
  },
  {
    title: "Neighbourhood Guide: Where to Live in Kigali",
    category: "buying-guide",
    status: "published",
    tags: ["Neighbourhoods", "Nyarutarama", "Kicukiro", "Relocation"],
    excerpt:
      "From the embassy streets of Nyarutarama to the growing family suburbs of Kinyinya and Kicukiro, a quick tour of Kigali's most popular residential areas.",
    author: "Claudine Mukeshimana",
    scene: "skyline",
    publishDaysAgo: 14,
    views: 2_105,
    content: `Kigali is a city of hills, and every hill has its own character. Whether you are relocating for work, returning from the diaspora or buying your first home, the right neighbourhood matters as much as the right house. Here is our quick guide.

## Nyarutarama

Kigali's most prestigious address, home to embassies, the golf course and many of the city's finest villas. Streets are quiet and green, and international schools are close. Expect the **highest prices** in the city, for sale and for rent.

## Kiyovu

Central and elegant, with large older villas on wide avenues and a growing number of modern condos. Kiyovu is ideal if you want to walk to the city centre, ministries and restaurants.

## Kacyiru and Kimihurura

The administrative heart of Kigali, with ministries, embassies and the Convention Centre nearby. Apartments here are in constant demand, which makes both areas favourites for **buy-to-let investors**. Kimihurura also has some of the city's best cafés and restaurants.

## Kibagabaga and Gacuriro

Family suburbs with newer houses, townhouse estates and good schools. Gacuriro's Vision City brought modern shopping and planned streets, while Kibagabaga offers quick access to Kigali Heights and King Faisal Hospital.

## Remera and Kicukiro

Busy, well connected and more affordable. Remera is close to Amahoro Stadium, Kigali Arena and the airport road; Kicukiro, Niboye and Kanombe offer good value family homes with easy access to the airport.

## Rebero, Kinyinya and Kagugu

These are the growth areas. Rebero offers spectacular views over the city, and Kinyinya and Kagugu are filling with new estates. Land prices have risen steadily, and many of our diaspora clients buy plots here to build later.

## Masaka and Rusororo

On the eastern edge of the city, close to the Special Economic Zone, with the most affordable plots in Kigali. A good choice for a first build on a budget.

## How to choose

- **Commute**: Kigali traffic is light by regional standards, but hills make distances feel longer.
- **Schools and health**: check the route to your children's school and the nearest hospital.
- **Future plans**: the Kigali master plan sets zoning for every parcel, so ask what can be built next door.

Not sure where you fit? Tell us how you live and what you can spend, and we will suggest three neighbourhoods worth a visit.`,
  },
  {
    title: "Kigali Property Market Outlook: Steady Demand, Rising Land Prices",
    category: "market-analysis",
    status: "published",
    tags: ["Market outlook", "Prices", "Land", "Trends"],
    excerpt:
      "Demand for homes in Kigali keeps growing with the city's population. We look at prices, supply and the trends we expect over the next twelve months.",
    author: "Olivier Mugisha",
    scene: "skyline",
    publishDaysAgo: 4,
    views: 356,
    content: `Kigali continues to grow quickly, and its housing market reflects it. Our sales team closed more transactions this quarter than in the same period last year, and enquiries from the diaspora remain strong. Here is our reading of the market.

## Demand is broad

Demand no longer comes only from the top end. We see three groups of buyers: **families** upgrading to a house with a garden, **diaspora investors** buying apartments to rent out, and **first-time buyers** looking for affordable homes in Kicukiro, Kanombe, Masaka and Kinyinya. Rental demand from international organisations remains steady in Kacyiru, Kimihurura and Nyarutarama.

## Land prices keep rising

Well-located residential land is the fastest-appreciating asset in the city. Plots on serviced roads in Rebero, Kinyinya and Kagugu have risen steadily, and buyers increasingly accept smaller plots closer to the centre. On the edges of the city, Masaka and Rusororo still offer affordable entry points.

## Supply is catching up, slowly

- **Apartments**: several mid-size residential projects are under way in Gacuriro, Kinyinya and Kicukiro, which should ease pressure on mid-range rents.
- **Villas**: new high-end supply is limited, so prices in Nyarutarama and Rebero hold firm.
- **Affordable homes**: government-supported schemes are adding units, but demand is far larger than supply.

## What we expect in the next twelve months

- Prices for family houses in established areas rising moderately.
- Continued strong demand for **serviced plots** with clean titles.
- More buyers using **mortgages**, especially for homes under RWF 200,000,000.
- Off-plan sales growing, with buyers asking for clearer guarantees from developers.

## Advice for buyers and sellers

For buyers, the best opportunities are in well-documented properties in growth areas, bought with patience. For sellers, realistic pricing and complete paperwork sell homes faster than anything else: listings with a verified title and good photos receive far more enquiries on our website.

We publish this outlook every quarter. If you would like a valuation of your property or advice on timing a purchase, our team is one message away.`,
  },
  {
    title: "Now Selling: Rebero Ridge Villas Opens Its Second Phase",
    category: "news",
    status: "scheduled",
    tags: ["Developments", "Rebero", "Villas", "Launch"],
    excerpt:
      "Phase two of Rebero Ridge Villas brings six new homes with city views to the market. Here is what buyers can expect.",
    author: "Claudine Mukeshimana",
    scene: "villa",
    publishDaysAgo: -5,
    views: 0,
    content: `After the first phase of Rebero Ridge Villas sold out within months, we are pleased to announce the second phase of the project: six contemporary villas on the upper terrace of the estate, with the best views of the city.

## What is new in phase two

- **Larger plots**, from 700 to 900 sqm, each with a private garden and pool.
- **Solar power and water heating** as standard, with battery backup for essential circuits.
- A **home office** on the ground floor of every villa, designed for people who work remotely.

## Designed with buyers from abroad in mind

Like the first phase, these villas can be personalised during construction. Owners follow progress through monthly photo and video reports, and payments are staged against clearly defined construction milestones. Our legal team handles the title transfer through Irembo, so buyers abroad can complete the purchase with a power of attorney.

## Prices and payment

Prices for phase two will be published on launch day. As with phase one, a **10% reservation deposit** secures a villa, followed by staged payments during construction and the balance at handover.

## Life at Rebero Ridge

Residents of phase one have already planted the shared gardens and formed an owners' association that manages security and maintenance. The estate is a fifteen-minute drive from the city centre and the Kigali Convention Centre, and the new access road to Rebero has made the trip easier in the rush hour. Several international and bilingual schools are within a short drive.

## Visit the site

Site visits take place every Saturday morning. Book a visit through the development page or call our sales team, and see the view from Rebero for yourself. It is, we think, the best in Kigali.

**Register early**: phase one buyers had first choice of plots, and the most popular ones went in the first week.`,
  },
];

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

export const DEMO_CONSULTATIONS: DemoConsultation[] = [
  {
    kind: "consultation",
    name: "Jean-Claude Bizimana",
    email: "jc.bizimana@outlook.com",
    phone: "+250 788 412 563",
    propertyType: "House",
    message:
      "I live in Lyon and would like to build a four-bedroom family house in Kigali within the next two years. Could we schedule a call about finding land and managing the construction from abroad?",
    status: "new",
    priority: "high",
    hoursAgo: 3,
  },
  {
    kind: "inquiry",
    name: "Aline Uwase",
    email: "aline.uwase@gmail.com",
    phone: "+250 722 318 904",
    propertyType: "Villa",
    message:
      "Hello, is the villa in Nyarutarama still available? I would like to know whether the price is negotiable and how old the pool equipment is.",
    status: "new",
    priority: "high",
    propertyIndex: 1,
    hoursAgo: 5,
  },
  {
    kind: "viewing",
    name: "Eric Niyonzima",
    email: "eric.niyonzima@yahoo.fr",
    phone: "+250 785 640 217",
    propertyType: "Apartment",
    message: "I would like to view the furnished apartment in Kacyiru this week, preferably Thursday after 5 pm.",
    status: "in-progress",
    priority: "medium",
    assignedTo: "Claudine Mukeshimana",
    followUpInDays: 2,
    notes: "Called Eric, he prefers Thursday 17:30. Confirming with the landlord.",
    propertyIndex: 2,
    hoursAgo: 30,
  },
  {
    kind: "inquiry",
    name: "Patrick Nkurunziza",
    email: "p.nkurunziza@gmail.com",
    phone: "+250 738 271 455",
    propertyType: "Land",
    message: "Can you share the UPI of the plot in Rebero and tell me whether a two-storey house is allowed on it?",
    status: "contacted",
    priority: "medium",
    assignedTo: "Diane Mukamana",
    notes: "Sent the UPI and zoning details by email. Client will visit next week.",
    propertyIndex: 3,
    hoursAgo: 96,
  },
  {
    kind: "consultation",
    name: "Grace Ingabire",
    email: "grace.ingabire@gmail.com",
    phone: "+250 788 905 332",
    propertyType: "Apartment",
    message:
      "I have a budget of about RWF 300 million and want to invest in two or three apartments for rent. Which neighbourhoods would you recommend for steady tenants?",
    status: "in-progress",
    priority: "high",
    assignedTo: "Olivier Mugisha",
    followUpInDays: 4,
    notes: "Shared yield comparison for Kacyiru and Remera. Preparing a shortlist.",
    hoursAgo: 52,
  },
  {
    kind: "viewing",
    name: "Samuel Mugabo",
    email: "samuel.mugabo@gmail.com",
    phone: "+250 783 114 680",
    propertyType: "House",
    message: "We are relocating from Kampala next month and would like to see the house in Kimihurura on Saturday morning.",
    status: "new",
    priority: "medium",
    propertyIndex: 5,
    hoursAgo: 20,
  },
  {
    kind: "inquiry",
    name: "Yvonne Umutoni",
    email: "yvonne.umutoni@icloud.com",
    phone: "+250 725 447 019",
    propertyType: "Apartment",
    message:
      "Does the penthouse in Nyarutarama come with both parking places on the title, and what are the monthly service charges?",
    status: "contacted",
    priority: "low",
    assignedTo: "Claudine Mukeshimana",
    notes: "Replied with service charge statement. Waiting for her decision.",
    propertyIndex: 18,
    hoursAgo: 140,
  },
  {
    kind: "inquiry",
    name: "Josiane Uwimana",
    email: "josiane.uwimana@gmail.com",
    phone: "+250 787 352 910",
    propertyType: "Villa",
    message:
      "Please send me the brochure and payment plan for Rebero Ridge Villas. I am in Toronto and visiting Kigali in August.",
    status: "new",
    priority: "medium",
    developmentIndex: 0,
    hoursAgo: 9,
  },
  {
    kind: "consultation",
    name: "Emmanuel Hakizimana",
    email: "e.hakizimana@gmail.com",
    phone: "+250 732 660 148",
    propertyType: "Commercial",
    message: "Looking for a small office space around Kimihurura for a team of ten.",
    status: "archived",
    priority: "low",
    assignedTo: "Olivier Mugisha",
    notes: "Client found an office elsewhere. Added to the Kimihurura Business Suites mailing list.",
    hoursAgo: 400,
  },
];

export const DEMO_CONTACTS: DemoContact[] = [
  {
    name: "Vestine Mukarugwiza",
    email: "vestine.mukarugwiza@gmail.com",
    phone: "+250 788 230 114",
    subject: "Valuation of my house in Kicukiro",
    message:
      "Good afternoon, I am thinking of selling my three-bedroom house in Kicukiro. Could someone come to value it and explain your fees?",
    status: "new",
    hoursAgo: 2,
  },
  {
    name: "Thierry Ndayisaba",
    email: "thierry.ndayisaba@gmail.com",
    subject: "Property management for diaspora owners",
    message:
      "I own an apartment in Remera and live in Germany. Do you offer property management, including rent collection and repairs?",
    status: "new",
    hoursAgo: 14,
  },
  {
    name: "Chantal Nyirahabimana",
    email: "chantal.nyira@yahoo.com",
    phone: "+250 722 508 773",
    subject: "Partnership with a construction company",
    message: "We are a Kigali construction company and would like to discuss partnering on your upcoming developments.",
    status: "read",
    notes: "Forward to the developments team.",
    hoursAgo: 50,
  },
  {
    name: "Kevin Ishimwe",
    email: "kevin.ishimwe@gmail.com",
    phone: "+250 739 114 562",
    subject: "Student housing near the university",
    message: "Do you have affordable rooms or small apartments for rent near the University of Rwanda campus in Gikondo?",
    status: "replied",
    notes: "Replied with two Kicukiro listings.",
    hoursAgo: 120,
  },
  {
    name: "Marie-Claire Uwera",
    email: "mc.uwera@outlook.com",
    subject: "Question about land title transfer",
    message:
      "I bought a plot in Masaka last year but the title is still in the seller's name. Can your legal team help me complete the transfer?",
    status: "replied",
    notes: "Diane called her and booked an appointment.",
    hoursAgo: 200,
  },
  {
    name: "David Mugenzi",
    email: "david.mugenzi@gmail.com",
    phone: "+250 784 902 337",
    subject: "Newsletter",
    message: "Please add me to your newsletter for new listings in Kibagabaga and Gacuriro.",
    status: "read",
    hoursAgo: 330,
  },
];

export const DEMO_SUBMISSIONS: DemoSubmission[] = [
  {
    title: "Family House with Garden in Kicukiro",
    type: "house",
    price: 160_000_000,
    location: "Kicukiro, Kigali",
    area: 420,
    bedrooms: 4,
    bathrooms: 2,
    description:
      "Four-bedroom house on a 420 sqm plot near the Kicukiro sector office. Large garden, walled compound and a separate annexe for staff. The house was built in 2016 and repainted this year.",
    features: ["Garden", "Walled compound", "Staff annexe", "Water tank"],
    propertyStatus: "now-selling",
    contactName: "Vestine Mukarugwiza",
    contactEmail: "vestine.mukarugwiza@gmail.com",
    contactPhone: "+250 788 230 114",
    contactWhatsApp: "+250 788 230 114",
    status: "pending",
    hoursAgo: 6,
  },
  {
    title: "Two-Bedroom Apartment for Rent in Remera",
    type: "apartment",
    price: 750_000,
    location: "Remera, Kigali",
    area: 85,
    bedrooms: 2,
    bathrooms: 1,
    description:
      "Bright two-bedroom apartment on the second floor near Giporoso, with a balcony and secure parking. Available immediately for a one-year lease.",
    features: ["Balcony", "Parking", "Backup water tank"],
    propertyStatus: "for-rent",
    contactName: "Thierry Ndayisaba",
    contactEmail: "thierry.ndayisaba@gmail.com",
    contactPhone: "+250 783 667 210",
    status: "pending",
    hoursAgo: 26,
  },
  {
    title: "Residential Plot in Kinyinya",
    type: "land",
    price: 42_000_000,
    location: "Kinyinya, Kigali",
    area: 500,
    bedrooms: 0,
    bathrooms: 0,
    description: "A 500 sqm residential plot on a murram road in Kinyinya, with a clean title and water and electricity nearby.",
    features: ["Clean title", "Road access", "Utilities nearby"],
    propertyStatus: "now-selling",
    contactName: "Innocent Habyarimana",
    contactEmail: "innocent.habyarimana@gmail.com",
    contactPhone: "+250 728 390 551",
    status: "pending",
    hoursAgo: 60,
  },
  {
    title: "Three-Bedroom House near Kanombe",
    type: "house",
    price: 175_000_000,
    location: "Kanombe, Kigali",
    area: 350,
    bedrooms: 3,
    bathrooms: 2,
    description: "Three-bedroom house close to the airport with a boys' quarter, tiled floors and a new roof.",
    features: ["Boys' quarter", "New roof", "Paved driveway"],
    propertyStatus: "now-selling",
    contactName: "Alphonse Nsengiyumva",
    contactEmail: "alphonse.nsengi@gmail.com",
    contactPhone: "+250 788 774 301",
    status: "approved",
    adminNotes: "Title and photos verified. Published as a listing.",
    approvedAsProperty: 14,
    hoursAgo: 456,
  },
  {
    title: "Shop Space on KN 5 Road",
    type: "commercial",
    price: 95_000_000,
    location: "Remera, Kigali",
    area: 70,
    bedrooms: 0,
    bathrooms: 1,
    description: "Ground-floor shop of 70 sqm on a busy road in Remera, currently vacant.",
    features: ["Street frontage", "Ground floor"],
    propertyStatus: "now-selling",
    contactName: "Fabrice Manzi",
    contactEmail: "fabrice.manzi@gmail.com",
    contactPhone: "+250 739 225 884",
    status: "rejected",
    adminNotes: "The owner could not provide a title in his name; we asked him to resubmit once the transfer is done.",
    hoursAgo: 300,
  },
];

export const DEMO_NOTIFICATIONS: DemoNotification[] = [
  {
    type: "consultation",
    title: "New consultation request",
    message: "Jean-Claude Bizimana would like advice on building a family house from abroad.",
    link: "/admin/consultations",
    read: false,
    hoursAgo: 3,
  },
  {
    type: "inquiry",
    title: "New property inquiry",
    message: "Aline Uwase asked about Elegant Villa with Pool in Nyarutarama.",
    link: "/admin/consultations",
    read: false,
    hoursAgo: 5,
  },
  {
    type: "submission",
    title: "New property submission",
    message: "Vestine Mukarugwiza submitted Family House with Garden in Kicukiro for review.",
    link: "/admin/submissions",
    read: false,
    hoursAgo: 6,
  },
  {
    type: "contact",
    title: "New contact message",
    message: "Vestine Mukarugwiza: Valuation of my house in Kicukiro",
    link: "/admin/contacts",
    read: false,
    hoursAgo: 2,
  },
  {
    type: "viewing",
    title: "New viewing request",
    message: "Samuel Mugabo would like to view Spacious Family Home for Rent in Kimihurura.",
    link: "/admin/consultations",
    read: true,
    hoursAgo: 20,
  },
  {
    type: "submission",
    title: "New property submission",
    message: "Thierry Ndayisaba submitted Two-Bedroom Apartment for Rent in Remera for review.",
    link: "/admin/submissions",
    read: true,
    hoursAgo: 26,
  },
];

export const DEMO_ACTIVITY: DemoActivity[] = [
  {
    action: "New consultation request",
    details: "Jean-Claude Bizimana asked for advice on building a house from abroad",
    status: "new",
    entity: { type: "consultation", index: 0 },
    hoursAgo: 3,
  },
  {
    action: "New property submission",
    details: "Family House with Garden in Kicukiro is waiting for review",
    status: "pending",
    entity: { type: "submission", index: 0 },
    hoursAgo: 6,
  },
  {
    action: "Consultation in progress",
    details: "Viewing of the Kacyiru apartment scheduled with Eric Niyonzima",
    status: "in-progress",
    entity: { type: "consultation", index: 2 },
    hoursAgo: 28,
  },
  {
    action: "Client contacted",
    details: "UPI and zoning details sent to Patrick Nkurunziza",
    status: "contacted",
    entity: { type: "consultation", index: 3 },
    hoursAgo: 90,
  },
  {
    action: "Blog post published",
    details: "Kigali Property Market Outlook: Steady Demand, Rising Land Prices",
    status: "published",
    entity: { type: "blog", index: 5 },
    hoursAgo: 96,
  },
  {
    action: "Submission approved",
    details: "Three-Bedroom House near Kanombe is now listed",
    status: "approved",
    entity: { type: "property", index: 14 },
    hoursAgo: 432,
  },
];
