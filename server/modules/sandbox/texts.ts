/** What the sandbox pages' gate tells a visitor on a server that keeps them to its testers (docs/rules.md §Sandbox providers). */
export const SANDBOX_TEXTS = {
  tokenNeededTitle: 'Sandbox token needed',
  tokenNeeded:
    "This server's sandbox pages are for the people trying it. Open this page once with ?token= and the sandbox token you were given at the end of its address; this browser then keeps it for the sandbox pages.",
  notFromCheckout: 'This choice did not come from the checkout page. Please open the checkout page and choose again.',
} as const;
