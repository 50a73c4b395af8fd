import '@fastify/multipart';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { PROFILE_PICTURE_FIELD, PROFILE_PICTURE_MAX_BYTES } from '../../../contract';
import { badRequest, ClientError, unprocessable } from '../../lib/errors';
import { readAtMost, TooLarge } from '../../lib/read-limited';
import { PICTURE_TEXTS } from './texts';
import { HTTP_TEXTS } from '../../http/texts';

/**
 * What a picture upload may hold besides the picture: a few small text fields. Anything past
 * these is refused by the parser before it is read into memory.
 */
export const PICTURE_UPLOAD_LIMITS = {
  // One byte past the picture's limit, so the reader sees the upload pass it: a parser stopped at
  // its own limit waits for the rest of the part before ending the file, which a client may hold back.
  fileSize: PROFILE_PICTURE_MAX_BYTES + 1,
  files: 1,
  fields: 4,
  fieldNameSize: 100,
  fieldSize: 1024,
  parts: 5,
  headerPairs: 20,
} as const;

/**
 * The bytes of the `profilepicture` file of a multipart request (@fastify/multipart must be
 * registered), refused with a 422 the moment they pass 5 MB. The file's name and declared type
 * are not trusted; the picture service decides what it is from its bytes.
 */
export async function receivePicture(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw unprocessable(PICTURE_TEXTS.missing);
  try {
    const part = await request.file({ limits: PICTURE_UPLOAD_LIMITS, throwFileSizeLimit: false });
    if (!part) throw unprocessable(PICTURE_TEXTS.missing);
    if (part.fieldname !== PROFILE_PICTURE_FIELD) {
      part.file.resume();
      throw unprocessable(PICTURE_TEXTS.missing);
    }
    const bytes = await readAtMost(part.file, PROFILE_PICTURE_MAX_BYTES);
    if (bytes.length === 0) throw unprocessable(PICTURE_TEXTS.missing);
    return bytes;
  } catch (error) {
    if (error instanceof ClientError) throw error;
    if (error instanceof TooLarge) throw unprocessable(PICTURE_TEXTS.tooLarge);
    // The parser's own failures (no boundary, a part cut short): the body cannot be read.
    throw badRequest(HTTP_TEXTS.unreadable);
  }
}

/** Room a multipart body needs beyond the picture: part headers, the boundary, the few small fields. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/**
 * Refuses, before a byte of the body is read, an upload whose declared length is past what a
 * 5 MB picture needs. Fastify's bodyLimit does not reach a multipart stream; an upload sent
 * without a length (chunked) is counted as it streams in, by receivePicture.
 */
export const refuseDeclaredOversize: onRequestHookHandler = async (request) => {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > PROFILE_PICTURE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) throw unprocessable(PICTURE_TEXTS.tooLarge);
};
