import { Eye, EyeOff } from "lucide-react";
import { type FormEvent, useState } from "react";
import { redirect, useNavigate, useSearchParams } from "react-router";
import { useToast } from "../../components/ui/toast.tsx";
import { admin as t } from "../../i18n/admin.ts";
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

export function meta() {
  return [{ title: "Admin Login | Kigali Estates" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminLogin() {
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [needsCode, setNeedsCode] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await apiFetch("/api/auth/login", { method: "POST", json: { email, password, ...(needsCode ? { code } : {}) } });
      toast({ title: t.login.successTitle, description: t.login.successText });
      navigate(safeNext(params.get("next")));
    } catch (error) {
      const body = error instanceof ApiError ? error : undefined;
      if (body?.status === 401 && body.serverMessage?.includes("6-digit code") && !needsCode) {
        setNeedsCode(true);
      } else {
        toast({
          title: t.login.failureTitle,
          description: body?.serverMessage ?? t.login.failureFallback,
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
        <p className="text-center text-sm font-bold uppercase tracking-wide text-brand-700">Kigali Estates</p>
        <h1 className="mt-2 text-center text-3xl font-bold">{t.login.title}</h1>
        <p className="mt-1 text-center text-slate-600">{needsCode ? t.login.codeTitle : t.login.subtitle}</p>
        <form onSubmit={submit} className="mt-8 space-y-5">
          {!needsCode ? (
            <>
              <div>
                <label htmlFor="login-email" className="block text-sm font-medium">
                  {t.login.email}
                </label>
                <input
                  id="login-email"
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
                  {t.login.password}
                </label>
                <div className="relative mt-1">
                  <input
                    id="login-password"
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
                    aria-label={showPassword ? t.login.hidePassword : t.login.showPassword}
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
              <label htmlFor="login-code" className="block text-sm font-medium">
                {t.login.codeLabel}
              </label>
              <input
                id="login-code"
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
            {busy ? t.login.submitting : needsCode ? t.login.codeSubmit : t.login.submit}
          </button>
          {needsCode && (
            <button
              type="button"
              onClick={() => setNeedsCode(false)}
              className="w-full text-sm font-semibold text-brand-700 hover:underline"
            >
              {t.login.back}
            </button>
          )}
        </form>
        <p className="mt-6 text-center text-sm text-slate-600">{t.login.noAccount}</p>
      </div>
    </main>
  );
}
