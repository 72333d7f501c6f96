import { data, redirect } from "react-router";
import { fieldErrors } from "../../../domain/api.ts";
import { loginSchema } from "../../../domain/auth.ts";
import { safeNext } from "../../features/admin/login/safe-next.ts";
import { SignInForm, type SignInReply, signInLabels } from "../../features/admin/login/sign-in-form.tsx";
import { textValues } from "../../features/forms/actions.server.ts";
import { t } from "../../i18n/catalogues/admin.ts";
import { appContext } from "../../lib/app-context.ts";
import type { Route } from "./+types/login";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  if (await services.staffFromCookies(request.headers.get("cookie"))) {
    throw redirect(safeNext(new URL(request.url).searchParams.get("next")));
  }
  return null;
}

/**
 * Sign-in posted before or without scripts: the API login's checks and throttling, and on success
 * the same session cookie. The two-factor step comes back as a page asking for the code; it carries
 * the password in the form (as the script keeps it in memory), so that page is never stored.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { forms } = context.get(appContext);
  const values = textValues(await request.formData(), ["email", "password", "code"]);
  const email = values.email ?? "";
  const noStore = { "cache-control": "no-store" };
  const parsed = loginSchema.safeParse({ email, password: values.password, code: values.code || undefined });
  if (!parsed.success) {
    // Each message at its field, worded as the form words it ("Email must be a valid email address").
    const labels: Record<string, string> = signInLabels();
    const fields = Object.fromEntries(
      Object.entries(fieldErrors(parsed.error.issues)).map(([name, message]) => [name, `${labels[name] ?? name} ${message}`]),
    );
    return data<SignInReply>({ error: "", values: { email }, fields, needsCode: false }, { status: 400, headers: noStore });
  }
  const outcome = await forms.signIn(parsed.data);
  if (outcome.outcome === "signed-in") {
    const headers = new Headers();
    for (const cookie of outcome.cookies) headers.append("set-cookie", cookie);
    throw redirect(safeNext(new URL(request.url).searchParams.get("next")), { headers });
  }
  const needsCode = outcome.outcome === "code-required" || outcome.outcome === "invalid-code";
  const status =
    outcome.outcome === "throttled" ? 429 : outcome.outcome === "inactive" || outcome.outcome === "refused" ? 403 : 401;
  return data<SignInReply>(
    {
      // Asking for the code is the next step, not a failure.
      error: outcome.outcome === "code-required" ? "" : outcome.error,
      values: needsCode ? { email, password: parsed.data.password } : { email },
      fields: {},
      needsCode,
    },
    { status, headers: noStore },
  );
}

export function meta() {
  return [{ title: "Admin Login | Kigali Estates" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  return (
    <main className="grid min-h-screen place-items-center bg-gradient-to-br from-brand-900 to-brand-700 px-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-2xl">
        <p className="text-center text-sm font-bold uppercase tracking-wide text-brand-700">{t("brand.name")}</p>
        <h1 className="mt-2 text-center text-3xl font-bold">{t("admin.login.title")}</h1>
        <SignInForm reply={actionData} />
        <p className="mt-6 text-center text-sm text-slate-600">{t("admin.login.noAccount")}</p>
      </div>
    </main>
  );
}
