import { localePath, t } from "../../i18n/i18n.ts";

/**
 * The public site's main pages in the page's language, each with its menu label: one list for the
 * header and the footer. Read at render, so each request gets its own language.
 */
export const sitePages = () => ({
  home: { to: localePath("/"), label: t("nav.home") },
  properties: { to: localePath("/properties"), label: t("nav.properties") },
  developments: { to: localePath("/developments"), label: t("nav.developments") },
  about: { to: localePath("/about"), label: t("nav.about") },
  blog: { to: localePath("/blog"), label: t("nav.blog") },
  contact: { to: localePath("/contact"), label: t("nav.contact") },
  listWithUs: { to: localePath("/list-with-us"), label: t("nav.listWithUs") },
});
