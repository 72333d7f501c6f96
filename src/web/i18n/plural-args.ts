/** Argument names `t()` fills from a number for the selects that replace ICU `plural`. */
export const pluralArg = (name: string) => `${name}:plural`;
export const exactArg = (name: string) => `${name}:exact`;
