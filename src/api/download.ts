import type { Endpoint } from '@contract/endpoint';
import { authToken } from '@/state/session';
import { apiUrl, refusal } from './client';
import { ApiError } from './errors';

/** How much of a download has arrived: bytes, and the whole when the server said (Content-Length). */
export interface Received {
  bytes: number;
  total: number | null;
}

/** A downloaded file: its bytes and the name the server gave it. */
export interface Downloaded {
  blob: Blob;
  filename: string;
}

const filenameOf = (disposition: string | null, fallback: string) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * GETs a file endpoint (a receipt's PNG, a statement) with the bearer token, reading its stream
 * and telling `onProgress` what has arrived after each piece: a statement is written as it is
 * read, so it comes without a length, and the count is the progress. A refusal is an ApiError
 * with the server's messages, as from `call`; a 401 ends the session.
 */
export async function download(
  endpoint: Endpoint,
  request: { params?: object; query?: object },
  fallbackName: string,
  onProgress?: (received: Received) => void,
): Promise<Downloaded> {
  const token = authToken();
  let response: Response;
  try {
    response = await fetch(apiUrl(endpoint, request), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError([]);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw refusal(response.status, body);
  }
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const pieces: Uint8Array[] = [];
  let bytes = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pieces.push(value);
      bytes += value.byteLength;
      onProgress?.({ bytes, total });
    }
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return { blob: new Blob(pieces as BlobPart[], { type }), filename: filenameOf(response.headers.get('content-disposition'), fallbackName) };
}

/** Saves a file the way a link with `download` does: the browser's own download. */
export function saveFile({ blob, filename }: Downloaded): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
