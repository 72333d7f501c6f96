import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";

type Idle = (callback: () => void) => void;
const whenIdle: Idle = (callback) =>
  typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(callback) : window.setTimeout(callback, 1);

type Carried = { values: Record<string, string>; focused?: string };

/** What the plain form holds right now: read while rendering the swap, before its DOM is replaced. */
function readForm(formId: string): Carried {
  const form = document.getElementById(formId);
  const values: Record<string, string> = {};
  if (!(form instanceof HTMLFormElement)) return { values };
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  const active = document.activeElement;
  return { values, focused: active && form.contains(active) ? (active.getAttribute("name") ?? undefined) : undefined };
}

/**
 * A public form's live module (the form kit, its schema and the API call) loads when the browser
 * is idle after hydration or when the visitor first touches the form, whichever comes first (only
 * the latter with `idle: false`, for a box on every page), so none of it weighs on the first page. Until then the server-rendered plain post form works alone.
 * The swap waits while the visitor is in the form (until they leave it or submit); what was typed
 * and the focused field carry over, and a submit made before the swap is made again by the live form.
 */
export function useLiveForm<T>(formId: string, load: () => Promise<T>, { idle = true }: { idle?: boolean } = {}) {
  const [module, setModule] = useState<{ live: T }>();
  const carried = useRef<Carried>(undefined);
  const started = useRef(false);
  const loaded = useRef<{ live: T }>(undefined);
  const resubmit = useRef(false);
  const loadRef = useRef(load);
  const startRef = useRef<() => void>(() => undefined);

  if (module && !carried.current) carried.current = readForm(formId);

  useEffect(() => {
    const form = document.getElementById(formId);
    // Swapping replaces the fields, so it waits while the visitor is in the form: until they
    // leave it or submit. Text being typed is never cut off by the swap.
    const swap = () => {
      if (loaded.current) setModule({ live: loaded.current.live });
    };
    const start = () => {
      if (started.current) return;
      started.current = true;
      void loadRef.current().then((live) => {
        loaded.current = { live };
        if (resubmit.current || !(form && document.activeElement && form.contains(document.activeElement))) swap();
      });
    };
    const leave = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && form?.contains(event.relatedTarget))) swap();
    };
    startRef.current = () => {
      start();
      swap();
    };
    form?.addEventListener("focusin", start);
    form?.addEventListener("pointerdown", start);
    form?.addEventListener("focusout", leave);
    if (idle) whenIdle(start);
    return () => {
      form?.removeEventListener("focusin", start);
      form?.removeEventListener("pointerdown", start);
      form?.removeEventListener("focusout", leave);
    };
  }, [formId, idle]);

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!module || !(form instanceof HTMLFormElement)) return;
    const focused = carried.current?.focused;
    const field = focused ? form.elements.namedItem(focused) : null;
    if (field instanceof HTMLElement) field.focus();
    if (resubmit.current) {
      resubmit.current = false;
      form.requestSubmit();
    }
  }, [module, formId]);

  /** The plain form's submit once hydrated: the live form takes over and sends it, rather than a page reload. */
  const onSubmit = useCallback((event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    resubmit.current = true;
    startRef.current();
  }, []);

  return { live: module ? { module: module.live, carried: carried.current?.values ?? {} } : undefined, onSubmit };
}
