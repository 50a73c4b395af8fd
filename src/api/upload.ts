import { validate } from 'superstruct';
import type { Endpoint, ResponseOf } from '@contract/endpoint';
import { authToken } from '@/state/session';
import { apiUrl, refusal } from './client';
import { ApiError } from './errors';

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
    request.open(endpoint.method, apiUrl(endpoint));
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
      reject(refusal(request.status, body));
    });
    request.addEventListener('error', () => reject(new ApiError([])));
    request.addEventListener('abort', () => reject(new ApiError([])));
    request.send(form);
  });
}
