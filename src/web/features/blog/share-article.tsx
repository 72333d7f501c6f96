import { MessageCircle, Share2 } from "lucide-react";
import { buttonClass } from "../../components/ui/button.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import "../../i18n/catalogues/blog.ts";
import { t } from "../../i18n/i18n.ts";
import { whatsappLink } from "../../lib/agency.ts";
import { shareLink } from "../../lib/share.ts";

/** Share: the system share sheet where there is one, else the link is copied; plus a WhatsApp link. */
export function ShareArticle({ title, url }: { title: string; url: string }) {
  const toast = useToast();
  async function share() {
    const outcome = await shareLink({ title, text: title, url });
    if (outcome === "copied") toast({ title: t("blog.linkCopied"), variant: "success" });
    else if (outcome === "failed") toast({ title: t("blog.shareFailed"), variant: "destructive" });
  }
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" onClick={share} className={buttonClass("outline-light", "sm")}>
        <Share2 aria-hidden="true" className="size-4" />
        {t("blog.share")}
      </button>
      <a
        href={whatsappLink(t("blog.whatsappMessage", { title, url }), "")}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass("outline-light", "sm")}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        {t("blog.shareWhatsApp")}
      </a>
    </div>
  );
}
