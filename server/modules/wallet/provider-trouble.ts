import { ClientError } from '../../lib/errors';
import { ProviderRejected, ProviderUnavailable } from '../../providers/errors';

/**
 * A catch handler for a provider call made before any money moves: whether the provider could
 * not answer or refused to, the customer gets a 503 with `message` and may try again; any other
 * error goes on as it was.
 */
export const providerTrouble = (message: string) => (error: unknown) => {
  if (error instanceof ProviderUnavailable || error instanceof ProviderRejected) throw new ClientError(503, message, { cause: error });
  throw error;
};
