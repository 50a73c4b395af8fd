/**
 * How a provider call can fail, whatever the provider (gateway, bank transfers, bills). The two
 * classes keep apart what money depends on: a definite "no" lets held money go back, an unknown
 * outcome keeps it held until reconciliation learns what happened.
 */

/** The provider answered and said no (bad request, unknown account...): a definite failure. */
export class ProviderRejected extends Error {
  override readonly name: string = 'ProviderRejected';
}

/**
 * The provider could not be reached or answered nonsense (timeout, 5xx, malformed body): the
 * outcome is unknown, so money stays held and reconciliation asks again later.
 */
export class ProviderUnavailable extends Error {
  override readonly name: string = 'ProviderUnavailable';
}

/**
 * The provider answered with a status word outside its documented table: the outcome is unknown
 * like any unavailable answer (the money stays held), and the word is kept on the row for an
 * operator (`npm run held`).
 */
export class UnknownStatusWord extends ProviderUnavailable {
  override readonly name = 'UnknownStatusWord';
  constructor(readonly word: string) {
    super(`unknown status word ${JSON.stringify(word.slice(0, 60))}`);
  }
}
