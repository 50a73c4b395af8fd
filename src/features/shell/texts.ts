/**
 * Every text of the signed-in frame and of the pages still to be built
 * (docs/product.md §Signed-in frame, §Pages still to be built).
 */
export const texts = {
  skipToContent: 'Skip to content',
  menu: {
    label: 'Main',
    toggle: 'Navigation menu',
    dashboard: 'Dashboard',
    investment: 'Investment',
    utilityBills: 'Utility Bills',
    account: 'Account',
    settings: 'Settings',
    help: 'Help',
  },
  topBar: {
    calculator: 'Calculator',
    userMenu: 'Account menu',
    profilePicture: 'Profile picture',
    myProfile: 'My Profile',
    settings: 'Settings',
    help: 'Help',
    logOut: 'Log Out',
  },
  logout: {
    title: 'Logout',
    question: 'Are you sure you want to logout?',
    confirm: 'Logout',
    cancel: 'Cancel',
    inProgress: 'Logging you out...',
    failed: 'Failed to log out. Please try again.',
    unexpected: 'An unexpected error occurred. Redirecting to login.',
  },
  /** Ours: the server ended the session (a 401), so the customer knows why /login is back. */
  session: { expired: 'Your session has expired. Please log in again.' },
  footer: { poweredBy: '© 2024 Powered by' },
  comingSoon: {
    heading: 'Coming Soon',
    text: 'We are still building this page. Please check back soon.',
    home: 'Back to Home',
  },
  /** The heading of the /transactions placeholder. */
  placeholders: {
    /** /transactions (docs/product.md §Signed-in frame). */
    custom: 'Custom Page',
  },
} as const;
