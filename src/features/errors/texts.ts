/** Texts of the application fallback page. Apart from the shell's: this page ships in the entry. */
export const texts = {
  heading: 'Unexpected Application Error!',
  chunk: 'Part of the app could not be downloaded. Check your connection and reload the page.',
  retry: 'Retry',
  home: 'Back to Home',
} as const;
