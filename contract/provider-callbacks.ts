import { type, type Infer } from 'superstruct';
import { SuccessResponse } from './common';
import { endpoint } from './endpoint';
import { LIMITS, text } from './fields';

/** Our RequestID for a bill purchase: FVB and 13 capitals and digits. */
const PURCHASE_REFERENCE = /^FVB[A-Z0-9]{13}$/;

/**
 * What a VTU provider's callback carries that we read: our RequestID. ClubKonnect sends more (its
 * order id, status code and words: docs/providers.md), which is let through unread, since the
 * call is unsigned and only makes us ask the provider ourselves.
 */
const VtuCallbackQuery = type({
  requestid: text('requestid', LIMITS.code, (value) => PURCHASE_REFERENCE.test(value) || 'The requestid is not one of ours.'),
});
type VtuCallbackQuery = Infer<typeof VtuCallbackQuery>;

/**
 * GET vtu/clubkonnect/callback (ours, public): ClubKonnect's CallBackURL, called when an order's
 * status changes. A provider's call, not the SPA's: its own table keeps it out of the SPA's bundles.
 */
const clubKonnectCallbackEndpoint = endpoint({
  method: 'GET',
  path: 'vtu/clubkonnect/callback',
  query: VtuCallbackQuery,
  response: SuccessResponse,
  session: false,
});

export const providerCallbackEndpoints = {
  clubKonnectCallback: clubKonnectCallbackEndpoint,
} as const;
