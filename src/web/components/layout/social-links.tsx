import { t } from "../../i18n/i18n.ts";
import { AGENCY } from "../../lib/agency.ts";

/** The agency's social pages, each opening in a new tab (and saying so to screen readers). */
export function SocialLinks({ className, linkClassName }: { className: string; linkClassName: string }) {
  return (
    <ul className={className}>
      {AGENCY.socials.map((social) => (
        <li key={social.name}>
          <a className={linkClassName} href={social.href} rel="noopener noreferrer" target="_blank">
            {social.name}
            <span className="sr-only"> {t("ui.opensInNewTab")}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
