import { QueryClientProvider } from "@tanstack/react-query";
import { LogOut, Menu } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, NavLink, Outlet, redirect, useLocation, useMatches, useNavigate } from "react-router";
import type { Action } from "../../../domain/permissions.ts";
import { Sheet } from "../../components/ui/sheet.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import { NotificationBell } from "../../features/admin/notifications/notification-bell.tsx";
import { can, useAdminSession } from "../../features/admin/session.ts";
import { type AdminKey, type PageHandle, t } from "../../i18n/catalogues/admin.ts";
import { tOptional } from "../../i18n/i18n.ts";
import { api, ok } from "../../lib/api-client.ts";
import { appContext } from "../../lib/app-context.ts";
import { createQueryClient } from "../../lib/query.ts";
import type { Route } from "./+types/layout";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const staff = await services.staffFromCookies(request.headers.get("cookie"));
  if (!staff) {
    const url = new URL(request.url);
    throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return {
    user: { id: staff.id, username: staff.username, email: staff.email, role: staff.role, language: staff.language },
    permissions: staff.permissions,
  };
}

export function meta() {
  return [{ title: "Admin | Kigali Estates" }, { name: "robots", content: "noindex, nofollow" }];
}

/** The menu in the spec's order: each entry is its page's address and the catalogue key of its label. */
const MENU = [
  ["/admin/dashboard", "admin.menu.dashboard"],
  ["/admin/properties", "admin.menu.properties"],
  ["/admin/developments", "admin.menu.developments"],
  ["/admin/submissions", "admin.menu.submissions"],
  ["/admin/blog", "admin.menu.blog"],
  ["/admin/consultations", "admin.menu.consultations"],
  ["/admin/viewings", "admin.menu.viewings"],
  ["/admin/contacts", "admin.menu.contacts"],
  ["/admin/people", "admin.menu.people"],
  ["/admin/reports", "admin.menu.reports"],
  ["/admin/settings", "admin.menu.settings"],
  ["/admin/audit", "admin.menu.audit"],
] as const satisfies readonly (readonly [string, AdminKey])[];

/** Entries shown only to staff allowed their page. */
const MENU_PERMISSION: Partial<Record<(typeof MENU)[number][0], Action>> = {
  "/admin/reports": "viewReports",
  // Superadmins only, as the log itself (manageSettings is theirs alone).
  "/admin/audit": "manageSettings",
};

/** Each admin page declares a PageHandle; the shell shows its title above the content. */
function usePageTitle(): string {
  const matches = useMatches();
  const last = [...matches].reverse().find((match) => (match.handle as PageHandle | undefined)?.title);
  const key = (last?.handle as PageHandle | undefined)?.title;
  return key ? t(key) : "";
}

export default function AdminLayout() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Shell />
    </QueryClientProvider>
  );
}

function Shell() {
  const session = useAdminSession();
  const title = usePageTitle();
  const [drawer, setDrawer] = useState(false);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the drawer closes whenever the page changes
  useEffect(() => setDrawer(false), [location.pathname]);

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
          <button
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-label={t("admin.shell.openMenu")}
            aria-expanded={drawer}
            onClick={() => setDrawer(true)}
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
          <Link to="/admin/dashboard" className="flex items-center gap-2 font-extrabold text-brand-900">
            <span aria-hidden="true" className="grid size-9 place-items-center rounded-lg bg-brand-700 text-white">
              KE
            </span>
            <span className="hidden sm:inline">{t("brand.name")}</span>
          </Link>
          <div className="ml-auto flex items-center gap-2">
            <NotificationBell />
            <UserChip user={session.user} />
          </div>
        </div>
        {/* The menu's own row of the top bar: every entry in sight on a laptop, wrapping rather than
            scrolling sideways where the screen is narrower than the menu. */}
        <nav
          aria-label={t("admin.shell.adminNavigation")}
          className="mx-auto hidden max-w-7xl flex-wrap items-center gap-1 px-4 pb-2 lg:flex"
        >
          <MenuLinks />
        </nav>
      </header>
      <Sheet
        open={drawer}
        onClose={() => setDrawer(false)}
        title={t("admin.shell.menuTitle")}
        closeLabel={t("admin.shell.closeMenu")}
      >
        <nav aria-label={t("admin.shell.adminNavigation")} className="flex flex-col gap-1">
          <MenuLinks vertical />
        </nav>
      </Sheet>
      <main className="mx-auto max-w-7xl px-4 py-6">
        {title && <h1 className="mb-6 text-2xl font-bold text-slate-900">{title}</h1>}
        <Outlet />
      </main>
    </div>
  );
}

function MenuLinks({ vertical = false }: { vertical?: boolean }) {
  const session = useAdminSession();
  const allowed = ([to]: (typeof MENU)[number]) => {
    const action = MENU_PERMISSION[to];
    return !action || can(session, action);
  };
  return (
    <>
      {MENU.filter(allowed).map(([to, label]) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) =>
            `${vertical ? "block" : "shrink-0 whitespace-nowrap"} rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"}`
          }
        >
          {t(label)}
        </NavLink>
      ))}
    </>
  );
}

function UserChip({ user }: { user: { username: string; role: string } }) {
  const toast = useToast();
  const navigate = useNavigate();
  async function logout() {
    await ok(api.POST("/api/auth/logout")).catch(() => {});
    toast({ title: t("admin.shell.loggedOutTitle"), description: t("admin.shell.loggedOutText") });
    navigate("/admin/login");
  }
  return (
    <div className="flex items-center gap-2 rounded-full border border-slate-200 py-1 pl-1 pr-2">
      <span aria-hidden="true" className="grid size-8 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white">
        {user.username.charAt(0).toUpperCase()}
      </span>
      <span className="hidden text-left leading-tight sm:block">
        <span className="block text-sm font-semibold">{user.username}</span>
        <span className="block text-xs text-slate-600">{tOptional(`admin.roles.${user.role}`) ?? user.role}</span>
      </span>
      <button
        type="button"
        onClick={logout}
        className="ml-1 rounded-full p-1.5 text-slate-600 hover:bg-slate-100"
        aria-label={t("admin.shell.logout")}
        title={t("admin.shell.logout")}
      >
        <LogOut aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
