import { array, literal, object, string, union, type Infer } from 'superstruct';

/** Every failure: HTTP 4xx/5xx with a message, or several (one per field) as an array. */
export const ErrorResponse = object({
  status: literal('error'),
  message: union([string(), array(string())]),
});
export type ErrorResponse = Infer<typeof ErrorResponse>;

export const MessageResponse = object({
  status: literal('success'),
  message: string(),
});
export type MessageResponse = Infer<typeof MessageResponse>;
