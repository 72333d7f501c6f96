import { Skeleton } from "../ui/skeleton.tsx";

/** Card-shaped placeholders, in the grid the cards will take, so nothing moves when they arrive. */
export function CardSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <li key={i} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
            <Skeleton className="aspect-[3/2] w-full rounded-none" />
            <div className="space-y-3 p-4">
              <Skeleton className="h-7 w-2/5" />
              <Skeleton className="h-5 w-4/5" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-5 w-3/4" />
              <div className="flex gap-2 pt-2">
                <Skeleton className="h-10 flex-1" />
                <Skeleton className="h-10 flex-1" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
