import type { ReactNode } from "react";

type Tone = "green" | "amber" | "grey" | "blue" | "red" | "brand";
const tones: Record<Tone, string> = {
  green: "bg-green-100 text-green-900",
  amber: "bg-amber-100 text-amber-900",
  grey: "bg-slate-200 text-slate-800",
  blue: "bg-blue-100 text-blue-900",
  red: "bg-red-100 text-red-900",
  brand: "bg-brand-700 text-white",
};

export function Badge({ tone = "grey", children, className = "" }: { tone?: Tone; children: ReactNode; className?: string }) {
  return (
    // A badge is read whole: it never wraps, even inside a card that lets long words break.
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]} ${className}`}
    >
      {children}
    </span>
  );
}

/** Property status colours: now-selling green, coming-soon amber, sold grey, anything else blue. */
export function statusTone(status: string): Tone {
  if (status === "now-selling") return "green";
  if (status === "coming-soon") return "amber";
  if (status === "sold") return "grey";
  return "blue";
}
