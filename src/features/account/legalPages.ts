/**
 * The sections of our own short pages behind About (docs/product.md §Account lists the entries only). Plain
 * words, written as a starting point: the operator adapts them to its business and its lawyers'
 * advice before launch, and each page says so.
 */
export type LegalSection = { heading: string; paragraphs: readonly string[] };

export const LEGAL_PAGES = {
  privacy: [
    {
      heading: 'What we keep',
      paragraphs: [
        'Your name, e-mail address, phone number, address, date of birth and profile picture.',
        'Your wallet, investment, payout and bill payment records, and when and on which devices you signed in.',
      ],
    },
    {
      heading: 'Why we keep it',
      paragraphs: [
        'To open and run your account, move your money as you ask, and show you your history.',
        'To make sure it is really you, and to protect your account and your money from fraud.',
        'Because Nigerian law requires financial service providers to keep records of money movements.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Under the Nigeria Data Protection Act 2023 you may ask to see the personal data we hold about you, to have it corrected, and to have it deleted, and you may complain to the Nigeria Data Protection Commission.',
        'You can delete your account yourself from your profile once your wallet and payout balance are empty and no investment is running. We then remove your personal details and keep only the records of money movements, for as long as the law requires.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'Only the payment and bill providers that carry out what you ask for, and authorities when the law requires it. We do not sell your data.',
      ],
    },
  ],
  terms: [
    {
      heading: 'Your account',
      paragraphs: [
        'You must be at least 18 and give true details. Keep your password and PIN to yourself: payments confirmed with your PIN are treated as yours.',
      ],
    },
    {
      heading: 'Your wallet',
      paragraphs: [
        'Your wallet holds naira. You add money by card through our payment partner and withdraw it to a Nigerian bank account. Every movement shows in your history.',
      ],
    },
    {
      heading: 'Investments',
      paragraphs: [
        'Each plan shows the price of a unit, how long it runs and what it pays back. Payouts go into your payout balance on the dates shown, and you can cash them out to your wallet.',
        'Investing carries risk. Read a plan before you buy it.',
      ],
    },
    {
      heading: 'Bills',
      paragraphs: ['A bill payment is final once the provider confirms it. One that fails is refunded to your wallet.'],
    },
    {
      heading: 'Changes',
      paragraphs: ['We may update these terms. We will tell you in the app before a change applies to you.'],
    },
  ],
  security: [
    {
      heading: 'How your money is held',
      paragraphs: [
        'Your wallet and payout balance are kept in a ledger: every naira in or out is recorded twice, once on each side, so every balance can be checked against its history.',
        'Customer money is kept with licensed Nigerian banks and payment providers, apart from the business’s own money. Card details go straight to our payment partner; we never see or store them.',
      ],
    },
    {
      heading: 'How your account is protected',
      paragraphs: [
        'Passwords and PINs are stored only in a form that cannot be turned back into them. Every payment needs your PIN, and wrong PINs lock PIN use for a while.',
        'Signing in happens over an encrypted connection, and a session ends by itself after a day.',
      ],
    },
    {
      heading: 'Compliance',
      paragraphs: [
        'We handle personal data as the Nigeria Data Protection Act 2023 requires, and keep financial records for as long as Nigerian law requires.',
      ],
    },
  ],
} as const satisfies Record<string, readonly LegalSection[]>;

export type LegalPageId = keyof typeof LEGAL_PAGES;

/** Each page's #fragment under /account/about: the address of a page can be shared and kept. */
export const LEGAL_PAGE_FRAGMENTS: Readonly<Record<LegalPageId, string>> = {
  privacy: 'privacy-policy',
  terms: 'terms-of-service',
  security: 'security-and-compliance',
};

/** The page an address's fragment names, or null for the list of entries. */
export const legalPageOf = (fragment: string): LegalPageId | null =>
  (Object.keys(LEGAL_PAGE_FRAGMENTS) as LegalPageId[]).find((id) => LEGAL_PAGE_FRAGMENTS[id] === fragment) ?? null;
