import type { PropertyStatus, SubmissionStatus, SubmissionType } from "../../../../domain/enums.ts";
import { formatNumber } from "../../../../domain/format.ts";

/** Texts of Review Submissions; the spec fixes the alerts and states word for word (back-office.md §2, §4, §8). */
export const texts = {
  pendingBadge: (n: number) => `Pending: ${n}`,
  totalBadge: (n: number) => `Total: ${n}`,
  counts: "Submissions by status",
  pendingReview: "Pending Review",
  approved: "Approved",
  rejected: "Rejected",
  fetchFailed: "Failed to fetch submissions",
  tryAgain: "Try Again",
  empty: "No submissions yet.",
  listTitle: "Public Submissions",
  photos: (n: number) => `${n} photo${n === 1 ? "" : "s"}`,
  beds: (n: number) => `${n} bed${n === 1 ? "" : "s"}`,
  baths: (n: number) => `${n} bath${n === 1 ? "" : "s"}`,
  area: (n: number) => `${formatNumber(n)} sqm`,
  submittedBy: "Contact",
  submittedOn: "Submitted",
  viewDetails: "View Details",
  detailsTitle: "Submission Details",
  photosOf: (title: string) => `Photos of ${title}`,
  previousImage: "Previous image",
  nextImage: "Next image",
  noImages: "No images",
  propertyInfo: "Property Information",
  submitterInfo: "Submitter Information",
  description: "Description",
  features: "Features",
  noFeatures: "No features listed.",
  fields: {
    type: "Type",
    price: "Price",
    location: "Location",
    area: "Area",
    bedrooms: "Bedrooms",
    bathrooms: "Bathrooms",
    listingStatus: "Listing status",
    status: "Review status",
    name: "Name",
    email: "Email",
    phone: "Phone",
    whatsapp: "WhatsApp",
  },
  adminNotes: "Admin Notes",
  adminNotesPlaceholder: "Add notes about this submission (optional)",
  savedNotes: "Admin notes",
  viewProperty: "View the published property",
  cancel: "Cancel",
  approve: "Approve",
  approving: "Approving...",
  reject: "Reject",
  rejecting: "Rejecting...",
  noPermission: "Your account does not have permission to approve or reject submissions.",
  approvedAlert:
    "Submission approved successfully! Property has been created and is now available in the Properties management section.",
  approveFailed: (message: string) => `Error approving submission: ${message}`,
  approveFallback: "Failed to approve submission",
  rejectedAlert: "Submission rejected successfully!",
  rejectFailed: "Error rejecting submission. Please try again.",
} as const;

export const STATUS_LABELS: Record<SubmissionStatus, string> = { pending: "Pending", approved: "Approved", rejected: "Rejected" };
export const STATUS_TONES = { pending: "amber", approved: "green", rejected: "red" } as const satisfies Record<
  SubmissionStatus,
  string
>;

export const TYPE_LABELS: Record<SubmissionType, string> = {
  house: "House",
  apartment: "Apartment",
  land: "Land",
  commercial: "Commercial",
};

export const LISTING_STATUS_LABELS: Record<PropertyStatus, string> = {
  "now-selling": "Now Selling",
  "for-rent": "For Rent",
  "coming-soon": "Coming Soon",
  sold: "Sold",
};
