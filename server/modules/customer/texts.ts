export const CUSTOMER_TEXTS = {
  accountDeleted: 'Your account has been deleted.',
  walletNotEmpty: (naira: string) => `Your wallet still holds ₦${naira}. Please withdraw it before deleting your account.`,
  payoutNotEmpty: (naira: string) => `Your payout balance still holds ₦${naira}. Please cash it out and withdraw it before deleting your account.`,
  moneyInFlight: 'A deposit, withdrawal or bill payment is still being processed. Please try again when it has finished.',
  liveInvestments: 'You have an investment that is pending or ongoing. You can delete your account once it has ended.',
} as const;
