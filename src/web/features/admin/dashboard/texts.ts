/** Dashboard texts; the spec fixes the labels and messages word for word (back-office.md §2, §8). */
export const dashboardTexts = {
  welcome: (name: string) => `Welcome back, ${name}!`,
  welcomeText: "Here is what is happening across your listings and leads today.",
  refresh: "Refresh",
  refreshing: "Refreshing...",
  refreshedTitle: "Success",
  refreshedText: "Dashboard data refreshed",
  errorTitle: "Error",
  loadError: "Failed to load dashboard data",
  statsHeading: "Overview",
  stats: {
    propertiesApproved: { label: "Properties Approved", hint: "Active listings" },
    pendingReview: { label: "Pending Review", hint: "Awaiting approval" },
    recentUploads: { label: "Recent Uploads", hint: "Last 7 days" },
    consultations: { label: "Consultations", hint: "New requests" },
  },
  quickActionsHeading: "Quick Actions",
  quickActions: {
    addProperty: { label: "Add New Property", hint: "List a new property for sale or rent" },
    postBlog: { label: "Post Blog Article", hint: "Write news and guides for visitors" },
    reviewSubmissions: { label: "Review Submissions", hint: "Approve or reject listings sent by owners" },
    manageConsultations: { label: "Manage Consultations", hint: "Follow up on consultation requests" },
    manageTestimonials: { label: "Manage Testimonials", hint: "Edit what clients say about us" },
  },
  recentActivity: "Recent Activity",
  noRecentActivity: "No recent activity",
  loadingActivity: "Loading recent activity",
} as const;
