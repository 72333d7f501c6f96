import { t } from "../../i18n/i18n.ts";

/** The public site's main pages, each with its menu label: one list for the header and the footer. */
export const SITE_PAGES = {
  home: { to: "/", label: t("nav.home") },
  properties: { to: "/properties", label: t("nav.properties") },
  developments: { to: "/developments", label: t("nav.developments") },
  about: { to: "/about", label: t("nav.about") },
  blog: { to: "/blog", label: t("nav.blog") },
  contact: { to: "/contact", label: t("nav.contact") },
  listWithUs: { to: "/list-with-us", label: t("nav.listWithUs") },
};
