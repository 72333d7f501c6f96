/**
 * A listing's short reference for people: printed on cards and pages, read out on the phone and
 * typed into the search box ("KE-1042"). The number is the database's, given in order.
 */
export const formatReference = (referenceNumber: number): string => `KE-${referenceNumber}`;

/** The number a typed reference names, however it is written ("KE-1042", "ke 1042", "KE1042"). */
export function referenceNumberOf(text: string): number | undefined {
  const match = /^\s*KE[-\s]?(\d{1,9})\s*$/i.exec(text);
  return match ? Number(match[1]) : undefined;
}
