import { array, literal, object, optional, string, union, type Infer } from 'superstruct';

/**
 * What a refusal is about, where a client acts on it rather than only showing the message: a
 * wrong PIN may be typed again; a PIN lock may not (docs/rules.md §Errors).
 */
export const ERROR_CODES = { wrongPin: 'wrong_pin', pinLocked: 'pin_locked' } as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * Every failure: HTTP 4xx/5xx with a message, or several (one per field) as an array, and a
 * `code` on the refusals of ERROR_CODES. A string, not the list: a client ignores codes it does
 * not know yet.
 */
export const ErrorResponse = object({
  status: literal('error'),
  message: union([string(), array(string())]),
  code: optional(string()),
});
export type ErrorResponse = Infer<typeof ErrorResponse>;

/** A success with nothing more to say (a beacon's or a provider's call). */
export const SuccessResponse = object({ status: literal('success') });
export type SuccessResponse = Infer<typeof SuccessResponse>;

export const MessageResponse = object({
  status: literal('success'),
  message: string(),
});
export type MessageResponse = Infer<typeof MessageResponse>;
