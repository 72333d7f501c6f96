import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale, routeIdIn } from "./i18n/locales.ts";

const page = (locale: Locale, file: string) => ({ id: routeIdIn(locale, `routes/public/${file}`) });

/** Every public page, in one language: English at today's addresses, the others under `/<locale>/`. */
const publicPages = (locale: Locale) => [
  index("routes/public/home.tsx", page(locale, "home")),
  route("properties", "routes/public/properties.tsx", page(locale, "properties")),
  route("properties/:id", "routes/public/property-detail.tsx", page(locale, "property-detail")),
  route("developments", "routes/public/developments.tsx", page(locale, "developments")),
  route("developments/:id", "routes/public/development-detail.tsx", page(locale, "development-detail")),
  route("about", "routes/public/about.tsx", page(locale, "about")),
  route("contact", "routes/public/contact.tsx", page(locale, "contact")),
  route("blog", "routes/public/blog.tsx", page(locale, "blog")),
  route("blog/:id", "routes/public/blog-post.tsx", page(locale, "blog-post")),
  route("list-with-us", "routes/public/list-with-us.tsx", page(locale, "list-with-us")),
  route("newsletter", "routes/public/newsletter.tsx", page(locale, "newsletter")),
  route("newsletter/confirm", "routes/public/newsletter-confirm.tsx", page(locale, "newsletter-confirm")),
  route("alerts", "routes/public/alerts.tsx", page(locale, "alerts")),
  route("alerts/confirm", "routes/public/alerts-confirm.tsx", page(locale, "alerts-confirm")),
  route("alerts/manage", "routes/public/alerts-manage.tsx", page(locale, "alerts-manage")),
  route("viewings/manage", "routes/public/viewings-manage.tsx", page(locale, "viewings-manage")),
  route("favourites", "routes/public/favourites.tsx", page(locale, "favourites")),
  route("compare", "routes/public/compare.tsx", page(locale, "compare")),
  route("request", "routes/public/request.tsx", page(locale, "request")),
  route("*", "routes/public/not-found.tsx", page(locale, "not-found")),
];

export default [
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("sitemap/:part", "routes/seo/sitemap-part.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("admin/login", "routes/admin/login.tsx"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/index.tsx"),
    route("admin/dashboard", "routes/admin/dashboard.tsx"),
    route("admin/properties", "routes/admin/properties.tsx"),
    route("admin/developments", "routes/admin/developments.tsx"),
    route("admin/submissions", "routes/admin/submissions.tsx"),
    route("admin/blog", "routes/admin/blog.tsx"),
    route("admin/consultations", "routes/admin/consultations.tsx"),
    route("admin/viewings", "routes/admin/viewings.tsx"),
    route("admin/viewing-hours", "routes/admin/viewing-hours.tsx"),
    route("admin/contacts", "routes/admin/contacts.tsx"),
    route("admin/people", "routes/admin/people.tsx"),
    route("admin/people/:id", "routes/admin/person.tsx"),
    route("admin/reports", "routes/admin/reports.tsx"),
    route("admin/settings", "routes/admin/settings.tsx"),
    route("admin/audit", "routes/admin/audit.tsx"),
    route("admin/testimonials", "routes/admin/testimonials.tsx"),
  ]),
  ...LOCALE_CODES.map((locale) =>
    layout(
      "routes/public/layout.tsx",
      page(locale, "layout"),
      locale === DEFAULT_LOCALE ? publicPages(locale) : prefix(locale, publicPages(locale)),
    ),
  ),
] satisfies RouteConfig;
