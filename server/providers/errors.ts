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
  override readonly name = 'ProviderUnavailable';
}
