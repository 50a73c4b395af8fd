/** The CSS variable that holds the toasts' distance from the top of the window (see toaster.tsx). */
export const TOAST_TOP_VARIABLE = '--toast-top';

/** Starts toasts `px` from the top (below a layout's top bar); the returned function undoes it. */
export const startToastsAt = (px: number): (() => void) => {
  const { style } = document.documentElement;
  style.setProperty(TOAST_TOP_VARIABLE, `${px}px`);
  return () => style.removeProperty(TOAST_TOP_VARIABLE);
};
