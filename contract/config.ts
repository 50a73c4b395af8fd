import { literal, number, optional, refine, string, type, type Infer } from 'superstruct';
import { endpoint } from './endpoint';

/** An absolute http(s) address: a link built from it can never run script. */
const webAddress = () => refine(string(), 'webAddress', (v) => /^https?:\/\//i.test(v) || 'Expected an http(s) address.');

/** How customers reach support: mailto, tel and a WhatsApp chat link. */
export const SupportContacts = type({
  email: string(),
  /** International form, '+2348012345678'. */
  phone: string(),
  whatsapp: string(),
  /** https://wa.me/<digits>, ready for a link. */
  whatsapp_url: webAddress(),
});
export type SupportContacts = Infer<typeof SupportContacts>;

/** What one amount may be, in kobo, both ends included. */
export const AmountRange = type({ min_kobo: number(), max_kobo: number() });
export type AmountRange = Infer<typeof AmountRange>;

/**
 * The amounts the server bounds, so a form can state the range and refuse an amount outside it
 * before the review and the PIN. Each comes from the server's own rule (docs/rules.md §Money,
 * §Bills). A withdrawal's most is the daily limit: no one withdrawal can be more.
 */
export const AmountLimits = type({ deposit: AmountRange, withdrawal: AmountRange, airtime: AmountRange, electricity: AmountRange });
export type AmountLimits = Infer<typeof AmountLimits>;

/**
 * GET config (ours, public): who runs the service, who takes the payments, how to reach support
 * and the amounts it takes, as the app shows them. `type`, not `object`: an answer with more
 * sections still reads.
 */
export const AppConfigResponse = type({
  status: literal('success'),
  /** The footer's 'Powered by' link. */
  provider: type({ name: string(), url: webAddress() }),
  /** The card gateway's display name ('Secured by …'). */
  paymentProvider: type({ name: string() }),
  support: SupportContacts,
  /** Optional: an answer cached from before it existed (max-age 300) must still read. */
  limits: optional(AmountLimits),
});
export type AppConfigResponse = Infer<typeof AppConfigResponse>;

export const configEndpoint = endpoint({ method: 'GET', path: 'config', response: AppConfigResponse, session: false });

export const configEndpoints = {
  config: configEndpoint,
} as const;
