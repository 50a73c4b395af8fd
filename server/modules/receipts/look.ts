/** The colours receipts, statements and /r/ pages are drawn in: the app's own (src/ui/tokens.ts). */
export const LOOK = {
  brand: '#0b7a55',
  brandDark: '#075c40',
  brandSoft: '#e7f5ef',
  ink: '#1b1f24',
  muted: '#57606a',
  rule: '#d0d7de',
  danger: '#cf222e',
  waiting: '#9a6700',
} as const;
