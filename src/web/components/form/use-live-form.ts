import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";

type Idle = (callback: () => void) => void;
const whenIdle: Idle = (callback) =>
  typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(callback) : window.setTimeout(callback, 1);

/** A field whose element can be replaced as focus arrives: not a button, box or list a press is still acting on. */
const isTextEntry = (target: EventTarget | null) =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && !["button", "checkbox", "file", "radio", "reset", "submit"].includes(target.type));

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
 * A public form's live module (the form kit, its schema and the API call) loads when the visitor
 * first touches the form, so none of it runs on a page that is only read (loaded when the browser
 * was idle, its evaluation and the swap were the longest tasks after a phone's first paint); a page
 * that is mostly its form (`idle: true`) loads it when the browser is idle too. Until then the
 * server-rendered plain post form works alone. The swap never cuts off text being typed or a press
 * on a button: it happens when the visitor moves into another text field, leaves the form or
 * submits; what was typed and the focused field carry over, and a submit made before the swap is
 * made again by the live form.
 */
export function useLiveForm<T>(formId: string, load: () => Promise<T>, { idle = false }: { idle?: boolean } = {}) {
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
    // Focus arriving in a field: the first touch starts the load, a later one (the visitor moved on) swaps.
    const enter = (event: FocusEvent) => {
      start();
      if (isTextEntry(event.target)) swap();
    };
    startRef.current = () => {
      start();
      swap();
    };
    form?.addEventListener("focusin", enter);
    form?.addEventListener("pointerdown", start);
    form?.addEventListener("focusout", leave);
    if (idle) whenIdle(start);
    return () => {
      form?.removeEventListener("focusin", enter);
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
