import { Eye, EyeOff } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { type LoginInput, loginSchema } from "../../../../domain/auth.ts";
import type { FormBinding } from "../../../components/form/binding.ts";
import { useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { currentLocale } from "../../../i18n/i18n.ts";
import { tMessage } from "../../../i18n/validation.ts";
import { ApiError } from "../../../lib/api.ts";
import { api, ok } from "../../../lib/api-client.ts";
import { safeNext } from "./safe-next.ts";

/**
 * What the page's action answers a sign-in posted without scripts: the problem, what was typed
 * (the password only for the code step, which posts it again) and a message per field.
 */
export type SignInReply = {
  error: string;
  values: { email: string; password?: string };
  fields: Record<string, string>;
  needsCode: boolean;
};

type Credentials = Pick<LoginInput, "email" | "password">;
type LoginField = keyof LoginInput;

/** The fields' names, put before the schema's messages ("Email must be a valid email address"). */
export const signInLabels = () => ({ email: t("admin.login.email"), password: t("admin.login.password") });

/**
 * The sign-in form and its two-factor step, one plain post form each that the form kit takes over
 * once scripts run. A password accepted but missing its code turns the form into the code step,
 * which sends the email and password again with the code.
 */
export function SignInForm({ reply }: { reply?: SignInReply }) {
  const [params] = useSearchParams();
  // What the code step sends again; kept in memory only, as the page without scripts keeps it in the form.
  const [credentials, setCredentials] = useState<Credentials | undefined>(() =>
    reply?.needsCode ? { email: reply.values.email, password: reply.values.password ?? "" } : undefined,
  );
  const [needsCode, setNeedsCode] = useState(reply?.needsCode ?? false);
  // A post without scripts answers with its problem in the page; a sign-in with them, with a toast.
  const [problem, setProblem] = useState(reply?.error ?? "");
  const signIn = useSignIn(params.get("next"), (typed) => {
    setCredentials(typed);
    setNeedsCode(true);
  });

  const alert = problem && (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {problem}
    </p>
  );
  const send = (value: LoginInput) => {
    setProblem("");
    return signIn(value);
  };
  return (
    <>
      <p className="mt-1 text-center text-slate-600">{needsCode ? t("admin.login.codeTitle") : t("admin.login.subtitle")}</p>
      {needsCode && credentials ? (
        <CodeStep credentials={credentials} onSend={send} alert={alert}>
          {/* A link back to the first step, so it works without scripts too (and sends nothing). */}
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
        </CodeStep>
      ) : (
        <PasswordStep reply={reply} typed={credentials} onSend={send} alert={alert} />
      )}
    </>
  );
}

/**
 * The API sign-in: on success the toast and the page asked for; a password that needs its code
 * goes to the code step; any other refusal is said in a toast, and the form keeps what was typed.
 */
function useSignIn(next: string | null, askCode: (typed: Credentials) => void) {
  const toast = useToast();
  const navigate = useNavigate();
  return async (value: LoginInput) => {
    try {
      const { user } = await ok(api.POST("/api/auth/login", { body: value }));
      // The server writes the back office in the staff member's language: another one than this
      // page's needs the next page loaded whole, with that language's texts.
      if (user.language !== currentLocale()) {
        window.location.assign(safeNext(next));
        return;
      }
      toast({ title: t("admin.login.successTitle"), description: t("admin.login.successText") });
      navigate(safeNext(next));
    } catch (error) {
      const body = error instanceof ApiError ? error : undefined;
      if (body?.status === 401 && body.serverMessage?.includes("6-digit code") && value.code === undefined) {
        askCode({ email: value.email, password: value.password });
        return;
      }
      toast({
        title: t("admin.login.failureTitle"),
        description: body?.serverMessage ? tMessage(body.serverMessage) : t("admin.login.failureFallback"),
        variant: "destructive",
      });
      throw error;
    }
  };
}

type StepProps = { onSend: (value: LoginInput) => Promise<unknown>; alert: ReactNode };

/** Email and password; back from the code step, they show what was typed before. */
function PasswordStep({ reply, typed, onSend, alert }: StepProps & { reply?: SignInReply; typed?: Credentials }) {
  const form = useSchemaForm(loginSchema, {
    id: "login",
    reply: reply?.needsCode ? undefined : reply,
    defaultValue: typed,
    browserValidation: true,
    labels: signInLabels(),
    onValid: onSend,
  });
  const [showPassword, setShowPassword] = useState(false);
  return (
    <StepForm form={form} alert={alert} submit={t("admin.login.submit")}>
      <Field {...form.field("email")} label={t("admin.login.email")}>
        <Input {...form.control("email")} type="email" required autoComplete="username" className="h-11" />
      </Field>
      <Field {...form.field("password")} label={t("admin.login.password")}>
        <div className="relative">
          <Input
            {...form.control("password")}
            type={showPassword ? "text" : "password"}
            required
            autoComplete="current-password"
            className="h-11 pr-11"
          />
          <button
            type="button"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-label={showPassword ? t("admin.login.hidePassword") : t("admin.login.showPassword")}
            aria-pressed={showPassword}
            className="absolute inset-y-0 right-0 mt-1 grid w-11 place-items-center text-slate-600"
          >
            {showPassword ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
          </button>
        </div>
      </Field>
    </StepForm>
  );
}

function CodeStep({ credentials, onSend, alert, children }: StepProps & { credentials: Credentials; children: ReactNode }) {
  const form = useSchemaForm(loginSchema, { id: "two-factor", browserValidation: true, labels: signInLabels(), onValid: onSend });
  return (
    <StepForm form={form} alert={alert} submit={t("admin.login.codeSubmit")} after={children}>
      <input type="hidden" name="email" value={credentials.email} />
      <input type="hidden" name="password" value={credentials.password} />
      <Field {...form.field("code")} label={t("admin.login.codeLabel")}>
        <Input
          {...form.control("code")}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          // The code step has one field, focused for the person typing it.
          autoFocus
          onInput={(event) => {
            event.currentTarget.value = event.currentTarget.value.replace(/\D/g, "");
          }}
          className="h-11 text-center text-lg tracking-[0.4em]"
        />
      </Field>
    </StepForm>
  );
}

/** A step's post form: the problem on top, its fields, and the submit button that reads 'Signing in...' while busy. */
function StepForm({
  form,
  alert,
  submit,
  after,
  children,
}: {
  form: FormBinding<LoginField>;
  alert: ReactNode;
  submit: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form method="post" {...form.formProps} className="mt-8 space-y-5">
      {alert}
      {children}
      <button
        type="submit"
        disabled={form.pending}
        className="h-11 w-full rounded-lg bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {form.pending ? t("admin.login.submitting") : submit}
      </button>
      {after}
    </form>
  );
}
