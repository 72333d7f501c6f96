import { z } from "zod";
import { BANNER_COLORS } from "./enums.ts";
import { websiteInput } from "./links.ts";
import { phoneField } from "./phone-field.ts";
import { translationsSchema } from "./translations.ts";
import { WEBSITE_TEXTS } from "./website-texts.ts";

const shortText = (max: number) => z.string().trim().max(max);

export const companyInfoSchema = z.strictObject({
  name: shortText(120),
  email: z.union([z.literal(""), z.string().trim().email().max(200)]),
  phone: phoneField(),
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

/** Whether SMS can be sent (GET /api/settings/sms): without a provider the SMS setting stays off. */
export const smsStatusSchema = z.object({ configured: z.boolean() });
export const SMS_NOT_CONFIGURED = "SMS notifications need an SMS provider: set SMS_URL on the server";

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

/** What a staff member may do with leads (consultations, contacts, submissions, viewings, people). */
export const leadManagementSchema = z.strictObject({
  /** Every lead, not only their own and the unassigned ones; the defaults' value applies to managers only (src/domain/permissions.ts). */
  viewAllLeads: z.boolean(),
  exportLeads: z.boolean(),
  viewReports: z.boolean(),
  deleteLeads: z.boolean(),
});
export type LeadManagement = z.infer<typeof leadManagementSchema>;

const propertyManagementSchema = z.strictObject({
  createProperties: z.boolean(),
  editProperties: z.boolean(),
  deleteProperties: z.boolean(),
});
const contentManagementSchema = z.strictObject({
  manageBlog: z.boolean(),
  manageSubmissions: z.boolean(),
});

/**
 * The defaults for staff without their own toggles (PUT /api/settings/user-permissions). The lead
 * group is optional so the spec's body stays valid; left out, it is all on (DEFAULT_LEAD_MANAGEMENT).
 */
export const userPermissionsSchema = z.strictObject({
  propertyManagement: propertyManagementSchema,
  contentManagement: contentManagementSchema,
  leadManagement: leadManagementSchema.optional(),
});

/** One staff member's own toggles (users.permissions): every group, the lead group included. */
export const ownPermissionsSchema = z.strictObject({
  propertyManagement: propertyManagementSchema,
  contentManagement: contentManagementSchema,
  leadManagement: leadManagementSchema,
});
export type OwnPermissions = z.infer<typeof ownPermissionsSchema>;

/** What today's admins could do with leads, kept for managers when the defaults leave the group out. */
export const DEFAULT_LEAD_MANAGEMENT: LeadManagement = {
  viewAllLeads: true,
  exportLeads: true,
  viewReports: true,
  deleteLeads: true,
};

/**
 * What a sale's page computes with: the mortgage calculator's starting figures, and whether an
 * "about USD" hint may be shown beside RWF prices. The National Bank of Rwanda's regulation allows
 * foreign-currency prices only to an authorised agency, so the hint is off until staff state that.
 */
export const pricingSettingsSchema = z.strictObject({
  mortgage: z.strictObject({
    /** Yearly interest rate, in percent. */
    ratePercent: z.number().min(0).max(100),
    years: z.number().int().min(1).max(40),
    depositPercent: z.number().min(0).max(100),
  }),
  usdHint: z.strictObject({
    /** Set only when the agency is authorised to show foreign-currency prices. */
    show: z.boolean(),
    /** RWF per US dollar. */
    rwfPerUsd: z.number().positive().max(1_000_000),
  }),
});
export type PricingSettings = z.infer<typeof pricingSettingsSchema>;

/** How the team shares its leads and viewings, and how long personal data is kept. */
export const crmSettingsSchema = z.strictObject({
  /** New website leads go in turn to active staff who are not away. */
  roundRobin: z.boolean(),
  /** Months after its last change that a closed lead keeps its personal data; 0 keeps it until erased on request. */
  retentionMonths: z.number().int().min(0).max(240),
  /** The length of a viewing slot, in minutes. */
  viewingMinutes: z.number().int().min(15).max(240),
});
export type CrmSettings = z.infer<typeof crmSettingsSchema>;

export const settingsSchema = z.strictObject({
  companyInfo: companyInfoSchema,
  systemPreferences: systemPreferencesSchema,
  notificationSettings: notificationSettingsSchema,
  securitySettings: securitySettingsSchema,
  websiteSettings: websiteSettingsSchema,
  userPermissions: userPermissionsSchema,
  pricingSettings: pricingSettingsSchema,
  crmSettings: crmSettingsSchema,
});

export type Settings = z.output<typeof settingsSchema>;

/** The company's details as stored and sent: the phone is in E.164 already, so a reply writes it as it is. */
export const storedCompanyInfoSchema = companyInfoSchema.extend({ phone: z.string() });

/** Every settings group as stored and sent (GET /api/settings). */
export const storedSettingsSchema = settingsSchema.extend({ companyInfo: storedCompanyInfoSchema });

/** What the public website reads: company details, banner and SEO, maintenance mode, the calculator's defaults and the USD hint. */
export const publicSettingsSchema = z.object({
  companyInfo: storedCompanyInfoSchema,
  websiteSettings: websiteSettingsSchema,
  maintenanceMode: z.boolean(),
  pricingSettings: pricingSettingsSchema,
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
export type CompanyInfo = z.output<typeof companyInfoSchema>;
export type WebsiteSettings = z.infer<typeof websiteSettingsSchema>;
export type UserPermissions = z.infer<typeof userPermissionsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  companyInfo: {
    name: "Kigali Estates",
    email: "info@kigaliestates.rw",
    phone: "+250788123456",
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
    leadManagement: DEFAULT_LEAD_MANAGEMENT,
  },
  pricingSettings: {
    mortgage: { ratePercent: 17, years: 20, depositPercent: 30 },
    usdHint: { show: false, rwfPerUsd: 1450 },
  },
  crmSettings: { roundRobin: false, retentionMonths: 0, viewingMinutes: 60 },
};
