/**
 * The design tokens: every colour, size, space, radius, shadow and duration the screens use, as
 * CSS custom properties. The build writes them into index.html's first style (so the boot
 * skeleton paints with them before any script), and the primitives and screens read them with
 * `var(--…)`. A test checks that every custom property the app reads is one of them
 * (docs/architecture.md, "Design system").
 */
export const TOKENS = {
  // Colour: the brand greens, ink, surfaces and the signal colours. Each ink reads at 4.5:1 or
  // better on --surface and on --bg.
  brand: '#0b7a55',
  'brand-dark': '#075c40',
  'brand-deep': '#043d2b',
  'brand-soft': '#e7f5ef',
  accent: '#f2b233',
  text: '#1c2430',
  muted: '#56616f',
  bg: '#f3f5f7',
  surface: '#fff',
  border: '#cfd6de',
  danger: '#b3261e',
  'danger-soft': '#fdecea',
  info: '#1d4ed8',
  'info-soft': '#e8effd',
  // Type scale, about 1.2 steps around 1rem.
  'text-xs': '0.75rem',
  'text-sm': '0.875rem',
  'text-md': '1rem',
  'text-lg': '1.15rem',
  'text-xl': '1.4rem',
  'text-2xl': '1.9rem',
  // Spacing, on a 4 px grid.
  'space-1': '4px',
  'space-2': '8px',
  'space-3': '12px',
  'space-4': '16px',
  'space-6': '24px',
  // Radius: controls, cards, pills.
  radius: '10px',
  'radius-lg': '15px',
  'radius-pill': '999px',
  // Elevation: resting cards, raised menus, dialogs.
  'shadow-1': '0 1px 3px rgb(16 24 40 / 0.1)',
  'shadow-2': '0 4px 16px rgb(16 24 40 / 0.16)',
  'shadow-3': '0 20px 40px rgb(16 24 40 / 0.25)',
  // Motion: short, and none for a customer who asks for less (index.html).
  'motion-fast': '150ms',
  ease: 'cubic-bezier(0.2, 0, 0, 1)',
  // The tap target every control reaches.
  target: '44px',
} as const;

/** The tokens as the declarations of a CSS rule: `--brand:#0b7a55;--brand-dark:…`. */
export const tokenDeclarations = (): string =>
  Object.entries(TOKENS)
    .map(([name, value]) => `--${name}:${value}`)
    .join(';');
