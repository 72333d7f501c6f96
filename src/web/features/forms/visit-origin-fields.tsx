import { useLocation } from "react-router";
import { MAX_SOURCE_PAGE, UTM_KEYS } from "../../../domain/lead-origin-fields.ts";

/** The page a form page was opened from (`?from=/properties/…`, a lead button followed without scripts), when it is one of this site's. */
export function fromPage(search: string): string | undefined {
  const from = new URLSearchParams(search).get("from");
  return from?.startsWith("/") && !from.startsWith("//") && from.length <= MAX_SOURCE_PAGE ? from : undefined;
}

/**
 * The hidden fields saying where a public form was sent from. The page is rendered by the server,
 * so it comes through without scripts; the referrer and UTM parameters of the visit are filled in
 * at submit by the inline script of web/lib/visit-origin.ts.
 */
export function VisitOriginFields() {
  const { pathname, search } = useLocation();
  return (
    <>
      <input type="hidden" name="sourcePage" defaultValue={fromPage(search) ?? pathname} />
      <input type="hidden" name="referrer" defaultValue="" />
      {UTM_KEYS.map((key) => (
        <input key={key} type="hidden" name={`utm.${key}`} defaultValue="" />
      ))}
    </>
  );
}
