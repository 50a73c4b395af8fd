import { unprocessable } from '../../lib/errors';
import { fairQueue } from '../../lib/fair-queue';
import { PICTURE_TEXTS } from './texts';
import { loadSharp } from '../../lib/sharp';

export type ImageKind = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Buffer, offset: number, signature: readonly number[]) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** What an upload is, by its first bytes (magic numbers), whatever its name or declared type say. */
export function imageKind(bytes: Buffer): ImageKind | null {
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP'))) return 'webp';
  return null;
}

export const AVATAR_SIZE = 256;
/**
 * The most pixels a picture may declare: phone cameras take 12 to 24 megapixels (the app shrinks
 * larger photos before upload anyway); a decompression bomb declares billions in a few bytes.
 */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decoding is the costly part (memory for the pixels, both cores): at most two at once in this
 * process, the rest taking turns by customer, and past a short queue the server answers busy.
 */
const decoding = fairQueue({ concurrency: 2, maxQueued: 16 });

/**
 * Turns an upload into the customer's avatar: a 256x256 WebP, cropped to fill the square, turned
 * upright by its EXIF orientation first. Nothing of the original's metadata (EXIF, GPS, ICC, XMP)
 * survives the re-encoding. Refuses, with a 422, anything that is not a JPEG, PNG or WebP by its
 * bytes, that declares more than MAX_INPUT_PIXELS, or that cannot be decoded.
 */
export async function makeAvatar(bytes: Buffer, requester: string): Promise<Buffer> {
  const kind = imageKind(bytes);
  if (!kind) throw unprocessable(PICTURE_TEXTS.notAnImage);
  return decoding.run(requester, async () => {
    const sharp = await loadSharp();
    // The header alone says how large the picture claims to be; no pixel is decoded to read it.
    const meta = await sharp(bytes, { limitInputPixels: false })
      .metadata()
      .catch(() => null);
    if (!meta || meta.format !== kind || !meta.width || !meta.height) throw unprocessable(PICTURE_TEXTS.unreadable);
    if (meta.width * meta.height > MAX_INPUT_PIXELS) throw unprocessable(PICTURE_TEXTS.tooManyPixels);
    // The decoder's own pixel limit stays on: a second wall should the header have lied.
    return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true })
      .autoOrient()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer()
      .catch(() => {
        throw unprocessable(PICTURE_TEXTS.unreadable);
      });
  });
}
