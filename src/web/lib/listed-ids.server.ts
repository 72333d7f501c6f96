/** The shape of a record id: the pages check it before asking the database (no validation library on pages). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids a shared link names (`?ids=a,b`): well-formed ones only, each once, at most `max`; undefined without `ids`. */
export function listedIds(url: URL, max: number): string[] | undefined {
  const raw = url.searchParams.get("ids");
  if (raw === null) return undefined;
  return [...new Set(raw.split(",").map((id) => id.trim()))].filter((id) => UUID.test(id)).slice(0, max);
}
