export const CUSTOMER_TEXTS = {
  accountDeleted: 'Your account has been deleted.',
  walletNotEmpty: (naira: string) =>
    `Your wallet still holds ₦${naira}. Please withdraw it before deleting your account.`,
  payoutNotEmpty: (naira: string) =>
    `Your payout balance still holds ₦${naira}. Please cash it out and withdraw it before deleting your account.`,
  moneyInFlight: 'A deposit or withdrawal is still being processed. Please try again when it has finished.',
  investmentsRunning: 'You have investments that are still running. You can delete your account once they have paid out in full.',
} as const;
