/**
 * The sign-in form the server pre-renders into #root (dist/login.html), kept by main.tsx before it
 * clears #root, so the sign-in screen can take over what was typed there (docs/architecture.md,
 * "Sign-in before the JavaScript"). A detached form keeps its inputs' values.
 */
export type PrerenderedForm = { form: HTMLFormElement; focused: string | null };

let kept: PrerenderedForm | null = null;

/** Keeps #root's form, if any, and the name of its field that has focus. */
export const keepPrerenderedForm = (root: HTMLElement): void => {
  const form = root.querySelector('form');
  const active = document.activeElement;
  if (form) kept = { form, focused: active instanceof HTMLInputElement && form.contains(active) ? active.name : null };
};

/** The kept form, once: a later visit to the screen starts afresh. */
export const takePrerenderedForm = (): PrerenderedForm | null => {
  const form = kept;
  kept = null;
  return form;
};
