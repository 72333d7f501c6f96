import { Eye, EyeOff } from "lucide-react";
import { type FormEvent, useState } from "react";
import { data, redirect, useNavigate, useSearchParams } from "react-router";
import { loginSchema } from "../../../domain/auth.ts";
import { useToast } from "../../components/ui/toast.tsx";
import { textValues } from "../../features/forms/actions.server.ts";
import { t } from "../../i18n/catalogues/admin.ts";
import { ApiError, apiFetch } from "../../lib/api.ts";
import { appContext } from "../../lib/app-context.ts";
import type { Route } from "./+types/login";

/** Only back-office paths are followed after sign-in, never another site. */
export function safeNext(next: string | null): string {
  return next?.startsWith("/admin/") && !next.startsWith("//") ? next : "/admin/dashboard";
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  if (await services.staffFromCookies(request.headers.get("cookie"))) {
    throw redirect(safeNext(new URL(request.url).searchParams.get("next")));
  }
  return null;
}

/** What the sign-in page comes back with after a post without scripts. */
type LoginResult = { error: string; email: string; needsCode: boolean; password?: string };

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
    const issue = parsed.error.issues[0];
    const error = issue ? `${issue.path.join(".")}: ${issue.message}` : t("admin.login.failureFallback");
    return data<LoginResult>({ error, email, needsCode: false }, { status: 400, headers: noStore });
  }
  const outcome = await forms.signIn(parsed.data);
  if (outcome.outcome === "signed-in") {
    const headers = new Headers();
    for (const cookie of outcome.cookies) headers.append("set-cookie", cookie);
    throw redirect(safeNext(new URL(request.url).searchParams.get("next")), { headers });
  }
  const needsCode = outcome.outcome === "code-required" || outcome.outcome === "invalid-code";
  const status = outcome.outcome === "throttled" ? 429 : 401;
  return data<LoginResult>(
    {
      // Asking for the code is the next step, not a failure.
      error: outcome.outcome === "code-required" ? "" : outcome.error,
      email,
      needsCode,
      ...(needsCode ? { password: parsed.data.password } : {}),
    },
    { status, headers: noStore },
  );
}

export function meta() {
  return [{ title: "Admin Login | Kigali Estates" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(actionData?.email ?? "");
  const [password, setPassword] = useState(actionData?.password ?? "");
  const [code, setCode] = useState("");
  const [needsCode, setNeedsCode] = useState(actionData?.needsCode ?? false);
  // A post without scripts answers with its problem in the page.
  const [problem, setProblem] = useState(actionData?.error ?? "");
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem("");
    try {
      await apiFetch("/api/auth/login", { method: "POST", json: { email, password, ...(needsCode ? { code } : {}) } });
      toast({ title: t("admin.login.successTitle"), description: t("admin.login.successText") });
      navigate(safeNext(params.get("next")));
    } catch (error) {
      const body = error instanceof ApiError ? error : undefined;
      if (body?.status === 401 && body.serverMessage?.includes("6-digit code") && !needsCode) {
        setNeedsCode(true);
      } else {
        toast({
          title: t("admin.login.failureTitle"),
          description: body?.serverMessage ?? t("admin.login.failureFallback"),
          variant: "destructive",
        });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="grid min-h-screen place-items-center bg-gradient-to-br from-brand-900 to-brand-700 px-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-2xl">
        <p className="text-center text-sm font-bold uppercase tracking-wide text-brand-700">{t("brand.name")}</p>
        <h1 className="mt-2 text-center text-3xl font-bold">{t("admin.login.title")}</h1>
        <p className="mt-1 text-center text-slate-600">{needsCode ? t("admin.login.codeTitle") : t("admin.login.subtitle")}</p>
        <form method="post" onSubmit={submit} className="mt-8 space-y-5">
          {problem && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {problem}
            </p>
          )}
          {!needsCode ? (
            <>
              <div>
                <label htmlFor="login-email" className="block text-sm font-medium">
                  {t("admin.login.email")}
                </label>
                <input
                  id="login-email"
                  name="email"
                  type="email"
                  required
                  autoComplete="username"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  className="mt-1 h-11 w-full rounded-lg border border-slate-300 px-3"
                />
              </div>
              <div>
                <label htmlFor="login-password" className="block text-sm font-medium">
                  {t("admin.login.password")}
                </label>
                <div className="relative mt-1">
                  <input
                    id="login-password"
                    name="password"
                    type={showPassword ? "text" : "password"}
                    required
                    autoComplete="current-password"
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                    className="h-11 w-full rounded-lg border border-slate-300 px-3 pr-11"
                  />
                  <button
                    type="button"
                    onClick={() => setShowPassword((v) => !v)}
                    aria-label={showPassword ? t("admin.login.hidePassword") : t("admin.login.showPassword")}
                    aria-pressed={showPassword}
                    className="absolute inset-y-0 right-0 grid w-11 place-items-center text-slate-600"
                  >
                    {showPassword ? (
                      <EyeOff aria-hidden="true" className="size-5" />
                    ) : (
                      <Eye aria-hidden="true" className="size-5" />
                    )}
                  </button>
                </div>
              </div>
            </>
          ) : (
            <div>
              <input type="hidden" name="email" value={email} />
              <input type="hidden" name="password" value={password} />
              <label htmlFor="login-code" className="block text-sm font-medium">
                {t("admin.login.codeLabel")}
              </label>
              <input
                id="login-code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                required
                // biome-ignore lint/a11y/noAutofocus: the code step has one field, focused for the person typing it
                autoFocus
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
                className="mt-1 h-11 w-full rounded-lg border border-slate-300 px-3 text-center text-lg tracking-[0.4em]"
              />
            </div>
          )}
          <button
            type="submit"
            disabled={busy}
            className="h-11 w-full rounded-lg bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
          >
            {busy ? t("admin.login.submitting") : needsCode ? t("admin.login.codeSubmit") : t("admin.login.submit")}
          </button>
          {needsCode && (
            // A link back to the first step, so it works without scripts too (and sends nothing).
            <a
              href={`/admin/login${params.size > 0 ? `?${params}` : ""}`}
              onClick={(event) => {
                event.preventDefault();
                setNeedsCode(false);
              }}
              className="block w-full text-center text-sm font-semibold text-brand-700 hover:underline"
            >
              {t("admin.login.back")}
            </a>
          )}
        </form>
        <p className="mt-6 text-center text-sm text-slate-600">{t("admin.login.noAccount")}</p>
      </div>
    </main>
  );
}
