/**
 * Inline in the head of every page (with the CSP nonce; inline onerror attributes are forbidden):
 * an image marked `data-fallback` that fails to load shows the fallback at once, even before the
 * scripts have hydrated the page, instead of the browser's broken-image icon. Error events do not
 * bubble, so it listens in the capture phase; the attribute is removed so a failing fallback cannot loop.
 */
export const IMAGE_FALLBACK_SCRIPT =
  'document.addEventListener("error",function(e){var i=e.target;if(i instanceof HTMLImageElement&&i.dataset.fallback){var f=i.dataset.fallback;i.removeAttribute("data-fallback");i.removeAttribute("srcset");i.src=f}},true)';
