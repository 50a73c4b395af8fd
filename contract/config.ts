import { literal, refine, string, type, type Infer } from 'superstruct';

/** An absolute http(s) address: a link built from it can never run script. */
const webAddress = () => refine(string(), 'webAddress', (v) => /^https?:\/\//i.test(v) || 'Expected an http(s) address.');

/**
 * GET config (ours, public): who runs the service and who takes the payments, as the app shows
 * them. `type`, not `object`: an answer with more sections (support contacts, say) still reads.
 */
export const AppConfigResponse = type({
  status: literal('success'),
  /** The footer's 'Powered by' link. */
  provider: type({ name: string(), url: webAddress() }),
  /** The card gateway's display name. */
  paymentProvider: type({ name: string() }),
});
export type AppConfigResponse = Infer<typeof AppConfigResponse>;
