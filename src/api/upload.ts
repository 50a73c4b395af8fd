import { validate } from 'superstruct';
import { ErrorResponse } from '@contract/common';
import type { Endpoint, ResponseOf } from '@contract/endpoint';
import { endpointUrl } from '@contract/url';
import { authToken, endSession } from '@/state/session';
import { ApiError } from './errors';

const messagesOf = (body: unknown): string[] => {
  const [error, value] = validate(body, ErrorResponse);
  if (error) return [];
  return typeof value.message === 'string' ? [value.message] : value.message;
};

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * Sends a multipart endpoint's form, telling `onProgress` how much of it has gone (0 to 1): fetch
 * cannot report an upload's progress, XMLHttpRequest can. Like `call`: the bearer token, the
 * answer checked against the endpoint's response struct, a 401 ending the session, and any
 * failure an ApiError with the server's messages.
 */
export function upload<E extends Endpoint>(endpoint: E, form: FormData, onProgress: (fraction: number) => void): Promise<ResponseOf<E>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, `/api/v1/${endpointUrl(endpoint, {})}`);
    request.setRequestHeader('Accept', 'application/json');
    const token = authToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        const [mismatch, value] = validate(body, endpoint.response);
        if (mismatch) reject(new ApiError([], request.status));
        else resolve(value as ResponseOf<E>);
        return;
      }
      if (request.status === 401) endSession();
      reject(new ApiError(messagesOf(body), request.status));
    });
    request.addEventListener('error', () => reject(new ApiError([])));
    request.addEventListener('abort', () => reject(new ApiError([])));
    request.send(form);
  });
}
