/** A field's label with the red asterisk of a required field; the control itself says so with aria-required. */
export function RequiredLabel({ children }: { children: string }) {
  return (
    <>
      {children}
      <span aria-hidden="true" className="text-red-700">
        *
      </span>
    </>
  );
}
