import { array, literal, nullable, object, string, type Infer } from 'superstruct';
import { endpoint } from './endpoint';
import { LIMITS, text } from './fields';

/** The pages behind About, by the name both their address in the app (#privacy-policy) and the API's use. */
export const LEGAL_PAGES = ['privacy-policy', 'terms-of-service', 'security-and-compliance'] as const;
export type LegalPageId = (typeof LEGAL_PAGES)[number];

export const isLegalPage = (value: string): value is LegalPageId => (LEGAL_PAGES as readonly string[]).includes(value);

/**
 * A part of a page: its heading (null for text before the page's first heading) and its
 * paragraphs, plain text. Nothing in them is markup: the app shows them as text.
 */
export const LegalSection = object({ heading: nullable(string()), paragraphs: array(string()) });
export type LegalSection = Infer<typeof LegalSection>;

/** GET legal/:page (ours): the page's text, the operator's own or the default (docs/rules.md §About pages). */
export const LegalPageResponse = object({ status: literal('success'), sections: array(LegalSection) });
export type LegalPageResponse = Infer<typeof LegalPageResponse>;

/** Any name up to the cap; one that is no page is a 404. */
const LegalPageParams = object({ page: text('page', LIMITS.code) });

export const legalPageEndpoint = endpoint({ method: 'GET', path: 'legal/:page', params: LegalPageParams, response: LegalPageResponse, session: false });

export const legalEndpoints = {
  legalPage: legalPageEndpoint,
} as const;
