/**
 * How a provider call can fail, whatever the provider (gateway, bank transfers, bills). The two
 * classes keep apart what money depends on: a definite "no" lets held money go back, an unknown
 * outcome keeps it held until reconciliation learns what happened.
 */

/** The provider answered and said no (bad request, unknown account...): a definite failure. */
export class ProviderRejected extends Error {
  override readonly name: string = 'ProviderRejected';
  /** What the metrics count it under (docs/deploy.md §Metrics). */
  readonly code: string = 'rejected';
}

/**
 * The provider could not be reached or answered nonsense (timeout, 5xx, malformed body): the
 * outcome is unknown, so money stays held and reconciliation asks again later.
 */
export class ProviderUnavailable extends Error {
  override readonly name: string = 'ProviderUnavailable';
  /**
   * What the metrics count it under (docs/deploy.md §Metrics): `timeout`, `unreachable`,
   * `http_<status>`, `refused`, or `bad_answer` for an answer we could not read.
   */
  readonly code: string;
  constructor(message: string, code = 'bad_answer') {
    super(message);
    this.code = code;
  }
}

/**
 * The provider answered with a status word outside its documented table: the outcome is unknown
 * like any unavailable answer (the money stays held), and the word is kept on the row for an
 * operator (`npm run held`).
 */
export class UnknownStatusWord extends ProviderUnavailable {
  override readonly name = 'UnknownStatusWord';
  constructor(readonly word: string) {
    super(`unknown status word ${JSON.stringify(word.slice(0, 60))}`, 'unknown_status');
  }
}
