import { literal, refine, string, type, type Infer } from 'superstruct';
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

/**
 * GET config (ours, public): who runs the service, who takes the payments and how to reach
 * support, as the app shows them. `type`, not `object`: an answer with more sections still reads.
 */
export const AppConfigResponse = type({
  status: literal('success'),
  /** The footer's 'Powered by' link. */
  provider: type({ name: string(), url: webAddress() }),
  /** The card gateway's display name ('Secured by …'). */
  paymentProvider: type({ name: string() }),
  support: SupportContacts,
});
export type AppConfigResponse = Infer<typeof AppConfigResponse>;

export const configEndpoint = endpoint({ method: 'GET', path: 'config', response: AppConfigResponse, session: false });

export const configEndpoints = {
  config: configEndpoint,
} as const;
