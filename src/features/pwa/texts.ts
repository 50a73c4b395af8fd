/** Texts of the add-to-home-screen instructions (spec 2.1). */
export const texts = {
  heading: 'Add to Home Screen',
  intro: 'Install Fleetvest on your iPhone or iPad for quick access:',
  steps: [
    'Open this page in Safari.',
    'Tap the Share icon at the bottom of the screen.',
    'Scroll down and tap Add to Home Screen.',
    'Tap Add in the top-right corner.',
  ],
  shareIcon: 'Share icon:',
  back: 'Back',
} as const;
