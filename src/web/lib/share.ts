import { useRouteLoaderData } from "react-router";
import { absoluteUrl, type SiteSeo } from "./seo.ts";

export type ShareOutcome = "shared" | "copied" | "cancelled" | "failed";

/** Copies text without the async Clipboard API (older browsers, or when permission is refused). */
function copyWithSelection(text: string): boolean {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyWithSelection(text);
  }
}

/**
 * The system share sheet where the browser has one (phones mostly); elsewhere the link is copied,
 * and the caller tells the visitor so.
 */
export async function shareLink(data: { title: string; text?: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === "function" && (!navigator.canShare || navigator.canShare(data))) {
    try {
      await navigator.share(data);
      return "shared";
    } catch (error) {
      // The visitor closed the sheet: nothing to report. Any other failure falls back to copying.
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
    }
  }
  return (await copyText(data.url)) ? "copied" : "failed";
}

/** An absolute URL for a page of this site: from the configured public address, else the browser's. */
export function pageUrl(path: string, publicUrl?: string): string {
  return absoluteUrl(publicUrl ?? (typeof window === "undefined" ? "" : window.location.origin), path);
}

/**
 * The site's public address, as the root loader read it: a link rendered on the server (a Quick
 * View opened by its address) is then as absolute as one rendered in the browser.
 */
export function usePublicUrl(): string | undefined {
  const data = useRouteLoaderData("root") as { seo?: Pick<SiteSeo, "publicUrl"> } | undefined;
  return data?.seo?.publicUrl || undefined;
}
