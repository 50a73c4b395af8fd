import { takePrerenderedForm } from '@/lib/prerendered';

/** What the customer did in the pre-rendered sign-in form before the JavaScript arrived. */
export type PrerenderedLogin = {
  uniqueid: string;
  password: string;
  remember: boolean;
  /** The name of the field that had focus. */
  focused: string | null;
  /** The server's refusal shown in the form (its role=alert paragraph), or ''. */
  alert: string;
};

/** Reads (once) the pre-rendered form main.tsx kept; null when the page had none. */
export const takePrerenderedLogin = (): PrerenderedLogin | null => {
  const kept = takePrerenderedForm();
  if (!kept) return null;
  const input = (name: string) => kept.form.elements.namedItem(name) as HTMLInputElement | null;
  return {
    uniqueid: input('uniqueid')?.value ?? '',
    password: input('password')?.value ?? '',
    remember: input('remember')?.checked ?? false,
    focused: kept.focused,
    alert: kept.form.querySelector('[role="alert"]')?.textContent ?? '',
  };
};
