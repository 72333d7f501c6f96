import { useNonce } from "../../lib/nonce.ts";
import { jsonForScript } from "./seo.ts";

/** Structured data for search engines, carrying this response's CSP nonce. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped cannot leave the script element
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
