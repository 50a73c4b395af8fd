/** The stream held more than the limit allowed. */
export class TooLarge extends Error {
  override readonly name = 'TooLarge';
}

/**
 * Reads a stream into memory, refusing it as soon as it passes `maxBytes`: what is past the limit
 * is never held. A stream that was cut short at a limit of its own (a multipart parser sets
 * `truncated`) is refused alike, on the chunk that reached it.
 */
export async function readAtMost(stream: AsyncIterable<Buffer> & { truncated?: boolean }, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > maxBytes || stream.truncated) throw new TooLarge(`more than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  if (stream.truncated) throw new TooLarge(`more than ${maxBytes} bytes`);
  return Buffer.concat(chunks, size);
}
