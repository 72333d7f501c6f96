import { isIPv4, isIPv6 } from "node:net";
import { and, eq, gt, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { knownNetworks } from "../db/schema.ts";

/** A sign-in from an address range not seen for the account this long raises a login alert. */
export const NETWORK_MEMORY_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * The address range a sign-in came from: an IPv4 /24 (`203.0.113.0/24`) or an IPv6 /48
 * (`2001:db8:1::/48`), wide enough that one office or mobile network keeps its range between
 * sign-ins. An IPv4 address written as IPv6 (`::ffff:203.0.113.9`) counts as IPv4.
 */
export function networkOf(ip: string): string {
  const address = ip.replace(/^::ffff:/i, "").replace(/%.*$/, "");
  if (isIPv4(address)) return `${address.split(".").slice(0, 3).join(".")}.0/24`;
  if (isIPv6(address)) {
    // The first three groups; where `::` comes before the third, the groups it stands for are zeros.
    const [head = "", gap] = address.split("::");
    const groups = [...(head === "" ? [] : head.split(":")), ...(gap === undefined ? [] : ["0", "0", "0"])];
    return `${groups
      .slice(0, 3)
      .map((group) => Number.parseInt(group, 16).toString(16))
      .join(":")}::/48`;
  }
  return address;
}

/**
 * Remembers that the account signed in from this range now; true when it had signed in from it in
 * the last 90 days, false for a range new to it or not seen for longer.
 */
export async function rememberNetwork(db: DbOrTx, userId: string, ip: string, now = new Date()): Promise<boolean> {
  const network = networkOf(ip);
  const [seen] = await db
    .select({ id: knownNetworks.id })
    .from(knownNetworks)
    .where(
      and(
        eq(knownNetworks.userId, userId),
        eq(knownNetworks.network, network),
        gt(knownNetworks.lastSeenAt, new Date(now.getTime() - NETWORK_MEMORY_MS)),
      ),
    )
    .limit(1);
  await db
    .insert(knownNetworks)
    .values({ userId, network, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [knownNetworks.userId, knownNetworks.network],
      set: { lastSeenAt: sql`excluded.last_seen_at` },
    });
  return seen !== undefined;
}
