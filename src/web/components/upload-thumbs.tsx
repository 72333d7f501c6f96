import type { ReactNode } from "react";

/** The thumbnails of chosen or stored images under a line that names or counts them. */
export function ThumbGrid({ caption, className = "", children }: { caption: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <p className="text-sm font-medium text-slate-700">{caption}</p>
      <ul className="mt-2 grid grid-cols-3 gap-3 sm:grid-cols-4">{children}</ul>
    </div>
  );
}

/** How far an upload has gone (`fraction` 0 to 1); `className` sizes and places the track. */
export function ProgressBar({ label, fraction, className }: { label: string; fraction: number; className: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(fraction * 100)}
      className={`overflow-hidden rounded-full ${className}`}
    >
      <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${fraction * 100}%` }} />
    </div>
  );
}
