import { type ReactNode, type RefObject, useEffect, useRef } from "react";

let scrollLocks = 0;

/** Keeps the page behind a modal from scrolling; counted, so nested modals unlock only when the last closes. */
function lockScroll(): () => void {
  scrollLocks += 1;
  if (scrollLocks === 1) document.documentElement.style.overflow = "hidden";
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) document.documentElement.style.removeProperty("overflow");
  };
}

/**
 * Shows the dialog as modal. One the server rendered open (an address with the dialog in it) is
 * open but not modal: it is reopened as modal, the dialogs around it first so that it stays on top.
 */
function showAsModal(dialog: HTMLDialogElement) {
  const outer = dialog.parentElement?.closest("dialog");
  if (outer?.open && !outer.matches(":modal")) showAsModal(outer);
  if (dialog.open && !dialog.matches(":modal")) dialog.close();
  if (!dialog.open) dialog.showModal();
}

const outside = (box: DOMRect, x: number, y: number) => x < box.left || x > box.right || y < box.top || y > box.bottom;

/**
 * The base of every modal in the kit, on the native <dialog> shown with showModal(): the browser
 * moves focus in, keeps Tab inside and makes the rest of the page inert. This adds what it lacks:
 * page scroll locked, focus returned to the opener, and every close request (Escape, the Android
 * back gesture, a click on the backdrop) sent to `onRequestClose`, so the owner decides (e.g. asks
 * before discarding edits). A backdrop click counts only when the press also started outside the
 * box: selecting text in an input and releasing over the backdrop must not close the dialog.
 * Open on the server, it is in the page's HTML with its content (`open`, shown as an overlay by
 * app.css) and becomes modal when the scripts run.
 */
export function Modal({
  open,
  onRequestClose,
  className,
  children,
  labelledBy,
  describedBy,
  label,
  role,
  dialogRef,
}: {
  open: boolean;
  onRequestClose: () => void;
  className: string;
  children: ReactNode;
  labelledBy?: string;
  describedBy?: string;
  label?: string;
  role?: "alertdialog";
  dialogRef?: RefObject<HTMLDialogElement | null>;
}) {
  const ownRef = useRef<HTMLDialogElement>(null);
  const ref = dialogRef ?? ownRef;
  const pressedOutside = useRef(false);
  const requestClose = useRef(onRequestClose);
  requestClose.current = onRequestClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    showAsModal(dialog);
    const unlock = lockScroll();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, ref]);

  return (
    <dialog
      ref={ref}
      // Only the server's HTML says `open`; in the browser showModal() and close() own the attribute.
      open={open && typeof document === "undefined" ? true : undefined}
      suppressHydrationWarning
      role={role}
      aria-modal="true"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={className}
      onCancel={(event) => {
        // Other close requests (the back gesture on Android) than the Escape key handled below.
        event.preventDefault();
        requestClose.current();
      }}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        // Handled here rather than by the browser so that only the innermost modal reacts, every time.
        event.preventDefault();
        event.stopPropagation();
        requestClose.current();
      }}
      onPointerDown={(event) => {
        pressedOutside.current =
          event.target === ref.current && outside(ref.current.getBoundingClientRect(), event.clientX, event.clientY);
      }}
      onClick={(event) => {
        const dialog = ref.current;
        if (!dialog || event.target !== dialog || !pressedOutside.current) return;
        if (outside(dialog.getBoundingClientRect(), event.clientX, event.clientY)) requestClose.current();
      }}
    >
      {open && children}
    </dialog>
  );
}

/** A modal's title and its optional description, under the ids the Modal is labelled and described by. */
export function ModalTitle({
  titleId,
  descriptionId,
  title,
  description,
  small = false,
}: {
  titleId: string;
  descriptionId: string;
  title: ReactNode;
  description?: ReactNode;
  /** A short question (a confirmation) rather than a form's or a record's title. */
  small?: boolean;
}) {
  return (
    <>
      <h2 id={titleId} className={small ? "text-lg font-bold" : "text-xl font-bold"}>
        {title}
      </h2>
      {description && (
        <p id={descriptionId} className={`${small ? "mt-2" : "mt-1"} text-sm text-slate-600`}>
          {description}
        </p>
      )}
    </>
  );
}
