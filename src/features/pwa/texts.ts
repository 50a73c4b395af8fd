/**
 * Texts of the add-to-home-screen instructions (docs/product.md §Install helpers). A step may show
 * the icon it names (Safari's Share and Add to Home Screen) between its two parts.
 */
export const texts = {
  heading: 'Add to Home Screen',
  intro: 'Install Fleetvest on your iPhone or iPad for quick access:',
  steps: [
    { text: 'Open this page in Safari.' },
    { text: 'Tap the Share icon', icon: 'share', after: ' at the bottom of the screen.' },
    { text: 'Scroll down and tap Add to Home Screen', icon: 'add', after: '.' },
    { text: 'Tap Add in the top-right corner.' },
  ],
  back: 'Back',
} as const;
