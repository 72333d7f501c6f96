import { z } from "zod";
import { BANNER_COLORS } from "./enums.ts";
import { websiteInput } from "./links.ts";
import { translationsSchema } from "./translations.ts";
import { WEBSITE_TEXTS } from "./website-texts.ts";

const shortText = (max: number) => z.string().trim().max(max);

export const companyInfoSchema = z.strictObject({
  name: shortText(120),
  email: z.union([z.literal(""), z.string().trim().email().max(200)]),
  phone: shortText(40),
  website: websiteInput(200),
  address: shortText(300),
});

export const systemPreferencesSchema = z.strictObject({
  autoApproveSubmissions: z.boolean(),
  maintenanceMode: z.boolean(),
  timezone: shortText(64).min(1),
});

export const notificationSettingsSchema = z.strictObject({
  newSubmissions: z.boolean(),
  newConsultations: z.boolean(),
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
});

export const securitySettingsSchema = z.strictObject({
  twoFactorAuth: z.boolean(),
  loginAlerts: z.boolean(),
});

export const websiteSettingsSchema = z.strictObject({
  homepageBanner: z.strictObject({
    show: z.boolean(),
    text: shortText(300),
    color: z.enum(BANNER_COLORS),
  }),
  seoSettings: z.strictObject({
    siteTitle: shortText(120),
    metaDescription: shortText(320),
    keywords: shortText(500),
  }),
  /** The same texts in the other languages; one left empty shows the English text. */
  translations: translationsSchema(WEBSITE_TEXTS).optional(),
});

export const userPermissionsSchema = z.strictObject({
  propertyManagement: z.strictObject({
    createProperties: z.boolean(),
    editProperties: z.boolean(),
    deleteProperties: z.boolean(),
  }),
  contentManagement: z.strictObject({
    manageBlog: z.boolean(),
    manageSubmissions: z.boolean(),
  }),
});

export const settingsSchema = z.strictObject({
  companyInfo: companyInfoSchema,
  systemPreferences: systemPreferencesSchema,
  notificationSettings: notificationSettingsSchema,
  securitySettings: securitySettingsSchema,
  websiteSettings: websiteSettingsSchema,
  userPermissions: userPermissionsSchema,
});

export type Settings = z.infer<typeof settingsSchema>;

/** What the public website reads: company details, banner and SEO, maintenance mode. */
export const publicSettingsSchema = z.object({
  companyInfo: companyInfoSchema,
  websiteSettings: websiteSettingsSchema,
  maintenanceMode: z.boolean(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
export type CompanyInfo = z.infer<typeof companyInfoSchema>;
export type WebsiteSettings = z.infer<typeof websiteSettingsSchema>;
export type UserPermissions = z.infer<typeof userPermissionsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  companyInfo: {
    name: "Kigali Estates",
    email: "info@kigaliestates.rw",
    phone: "+250 788 123 456",
    website: "https://kigaliestates.rw",
    address: "KG 7 Ave, Kacyiru, Kigali, Rwanda",
  },
  systemPreferences: { autoApproveSubmissions: false, maintenanceMode: false, timezone: "Africa/Kigali" },
  notificationSettings: {
    newSubmissions: true,
    newConsultations: true,
    emailNotifications: true,
    smsNotifications: false,
  },
  securitySettings: { twoFactorAuth: false, loginAlerts: true },
  websiteSettings: {
    homepageBanner: { show: false, text: "", color: "blue" },
    seoSettings: {
      siteTitle: "Kigali Estates | Homes, land and developments in Rwanda",
      metaDescription:
        "Buy, rent or invest in property in Kigali: houses, apartments, villas and land in Nyarutarama, Kiyovu, Kacyiru, Kimihurura and across Rwanda.",
      keywords: "Kigali real estate, houses for sale Kigali, apartments for rent Kigali, land for sale Rwanda",
    },
  },
  userPermissions: {
    propertyManagement: { createProperties: true, editProperties: true, deleteProperties: true },
    contentManagement: { manageBlog: true, manageSubmissions: true },
  },
};
