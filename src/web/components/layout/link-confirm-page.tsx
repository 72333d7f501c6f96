import type { ReactNode } from "react";
import { buttonClass } from "../ui/button.tsx";

/**
 * The page an emailed link opens: nothing happens until the visitor presses its button (a POST), so
 * a mail scanner that follows links confirms nothing. After the post it says what was done, or why
 * the link did not work (expired, already used) with the button to try again.
 */
export function LinkConfirmPage({
  title,
  text,
  submit,
  token,
  result,
  done,
  children,
}: {
  title: string;
  text: string;
  submit: string;
  /** The link's signed token, posted back with the button. */
  token: string;
  result: { done: boolean; problem?: string } | undefined;
  /** What the page shows once the post succeeded. */
  done: ReactNode;
  /** Shown under either state (e.g. a link home). */
  children?: ReactNode;
}) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {result?.done ? (
        done
      ) : (
        <>
          <p className="mt-2 text-slate-700">{text}</p>
          {result?.problem && (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
              {result.problem}
            </p>
          )}
          <form method="post" action={`?token=${encodeURIComponent(token)}`} className="mt-6">
            <button type="submit" className={buttonClass("primary", "lg")}>
              {submit}
            </button>
          </form>
        </>
      )}
      {children}
    </main>
  );
}

/** The sentence that says the link did its work. */
export function DoneStatus({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 font-semibold text-green-800">
      {children}
    </p>
  );
}
