import { array, enums, object, optional, type Infer } from 'superstruct';
import { endpoint } from './endpoint';

/** What a live event says changed for the customer: the app reads each again (docs/rules.md §Live updates). */
export const LIVE_CHANGES = ['balance', 'history', 'notifications'] as const;
export type LiveChange = (typeof LIVE_CHANGES)[number];

/**
 * One event of the live stream: fields, never figures or sentences. `changed` names what to read
 * again; `replaced` says the customer opened more streams than allowed and this, the oldest, was
 * closed (it opens again once its page is shown again).
 */
export const LiveEvent = object({
  kind: enums(['changed', 'replaced']),
  changed: optional(array(enums(LIVE_CHANGES))),
});
export type LiveEvent = Infer<typeof LiveEvent>;

/** GET customer/events: Server-Sent Events, each event's data a LiveEvent. */
export const liveEventsEndpoint = endpoint({
  method: 'GET',
  path: 'customer/events',
  response: LiveEvent,
  session: true,
  stream: true,
});

export const liveEndpoints = { liveEvents: liveEventsEndpoint } as const;
