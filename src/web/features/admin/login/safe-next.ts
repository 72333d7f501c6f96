/** Only back-office paths are followed after sign-in, never another site. */
export function safeNext(next: string | null): string {
  return next?.startsWith("/admin/") && !next.startsWith("//") ? next : "/admin/dashboard";
}
