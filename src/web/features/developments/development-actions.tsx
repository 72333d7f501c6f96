import { MessageCircle, Share2 } from "lucide-react";
import type { Development } from "../../../domain/development.ts";
import { Button } from "../../components/ui/button.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import "../../i18n/catalogues/developments.ts";
import { t } from "../../i18n/i18n.ts";
import { whatsappLink } from "../../lib/agency.ts";
import { shareLink } from "../../lib/share.ts";

/** WhatsApp click-to-chat naming the development and its address, and Share (system sheet or copied link). */
export function DevelopmentShareActions({ development, url }: { development: Development; url: string }) {
  const toast = useToast();

  async function share() {
    const outcome = await shareLink({ title: development.title, text: development.location, url });
    if (outcome === "copied") toast({ title: t("developments.linkCopied"), description: url, variant: "success" });
    else if (outcome === "failed") toast({ title: t("developments.copyFailed"), description: url, variant: "destructive" });
  }

  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <a
        href={whatsappLink(t("developments.whatsappMessage", { title: development.title, url }))}
        rel="noopener noreferrer"
        target="_blank"
        className="inline-flex h-11 flex-1 items-center justify-center gap-2 rounded-lg bg-green-700 px-4 text-sm font-semibold text-white hover:bg-green-800"
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        {t("developments.whatsapp")}
      </a>
      <Button variant="secondary" className="flex-1" onClick={share}>
        <Share2 aria-hidden="true" className="size-4" />
        {t("developments.share")}
      </Button>
    </div>
  );
}
