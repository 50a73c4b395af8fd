import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerEndpoints, pictureUrl, profileEndpoints, PROFILE_PICTURE_MAX_BYTES } from '../../../contract';
import { customers, profilePictures } from '../../db/schema';
import { readAtMost, TooLarge } from '../../lib/read-limited';
import { request, urlOf } from '../../test/client';
import { createTestApp, signUpAndLogin, type TestApp } from '../../test/harness';
import { principalOf } from '../../test/services';
import { deleteAccount } from '../customer/service';
import { AVATAR_SIZE, imageKind } from './avatar';
import { changeProfilePicture, PICTURE_HEADERS, readPicture } from './pictures';
import { HTTP_TEXTS } from '../../http/texts';
import { PICTURE_TEXTS } from './texts';

let t: TestApp;
/** The app listening on a port, for the one test that streams an upload the way a browser does. */
let appUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  appUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  // The streamed upload's connection may still be open on the server side.
  t.app.server.closeAllConnections();
  await t.close();
});

const customer = async (email: string) => {
  const account = await signUpAndLogin(t, email);
  return { ...account, ...(await principalOf(t, account.token)) };
};

const pictureOf = async (customerId: number) =>
  (await t.database.db.select({ picture: customers.profilePicture }).from(customers).where(eq(customers.id, customerId)))[0]?.picture ?? null;
const storedPictures = async () => (await t.database.db.select({ n: count() }).from(profilePictures))[0]?.n ?? 0;

/** A multipart body as a browser's FormData sends it. */
const multipartBody = async (field: string, bytes: Buffer, filename: string, type: string) => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get('content-type')! };
};

/** POST customer/changeprofilepicture with these bytes as they travel (the contract types no multipart body). */
const sendUpload = (me: { token: string }, type: string, payload: Buffer | string) =>
  request(t, profileEndpoints.changeProfilePicture, { token: me.token, headers: { 'content-type': type }, raw: { body: payload } });

const upload = async (me: { token: string }, bytes: Buffer, filename = 'photo.jpg', type = 'image/jpeg', field = 'profilepicture') => {
  const { payload, type: contentType } = await multipartBody(field, bytes, filename, type);
  return sendUpload(me, contentType, payload);
};

const photo = (width: number, height: number, colour = { r: 200, g: 40, b: 40 }) => sharp({ create: { width, height, channels: 3, background: colour } });

/** A phone photo with the camera's make and where it was taken (a GPS block) in its EXIF. */
const jpegWithGps = () =>
  photo(1600, 1200)
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 27/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '3/1 23/1 0/1' },
    })
    .toBuffer();

/** The EXIF tag that points at the GPS block (0x8825), as a little-endian TIFF writes it. */
const GPS_POINTER = Buffer.from([0x25, 0x88]);

/**
 * A PNG of a few hundred bytes that declares 50000x50000 pixels (2.5 gigapixels) over a few rows
 * of compressed zeros: decoding it in full would need gigabytes.
 */
const pngBomb = () => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit per pixel, greyscale, no interlace
  const rows = deflateSync(Buffer.alloc(16 * (1 + 50_000 / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const A_PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

describe('profile pictures', () => {
  it('re-encodes a phone JPEG to a 256x256 WebP without its EXIF or GPS, stores it under its SHA-256 and serves it', async () => {
    const me = await customer('jpeg@example.com');
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif?.includes(GPS_POINTER)).toBe(true);

    const res = await upload(me, original);
    expect(res.statusCode).toBe(200);
    const hash = (await pictureOf(me.customerId))!;
    expect(res.json()).toMatchObject({ status: 'success', message: PICTURE_TEXTS.updated, customer: { profilepicture: pictureUrl(hash) } });
    expect(pictureUrl(hash)).toBe(urlOf(profileEndpoints.picture, { params: { file: `${hash}.webp` } }));

    const stored = (await readPicture(t.database.db, `${hash}.webp`))!;
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: AVATAR_SIZE, height: AVATAR_SIZE });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('EXIF'))).toBe(false);
    expect(stored.includes(Buffer.from('TestPhone'))).toBe(false);
    expect(createHash('sha256').update(stored).digest('hex')).toBe(hash);
    // GET customer shows the same address.
    expect((await request(t, customerEndpoints.customer, { token: me.token })).json().customer.profilepicture).toBe(pictureUrl(hash));

    // The address serves the stored bytes to anyone (an image tag sends no token), for a year.
    const served = await t.app.inject({ method: 'GET', url: pictureUrl(hash) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(stored)).toBe(true);
    const unknown = await t.app.inject({ method: 'GET', url: pictureUrl('0'.repeat(64)) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
    expect((await request(t, profileEndpoints.picture, { params: { file: `${hash}.png` } })).statusCode).toBe(422);
  });

  it('turns a photo upright by its EXIF orientation before cropping it to fill the square', async () => {
    const me = await customer('sideways@example.com');
    // Wide, red on the left and blue on the right, marked "rotate 90° clockwise to view".
    const sideways = await sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 255, g: 0, b: 0 } } })
      .composite([{ input: { create: { width: 200, height: 200, channels: 3, background: { r: 0, g: 0, b: 255 } } }, left: 200, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await upload(me, sideways)).statusCode).toBe(200);
    const stored = (await readPicture(t.database.db, `${(await pictureOf(me.customerId))!}.webp`))!;
    const { data } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * AVATAR_SIZE + x) * 3, (y * AVATAR_SIZE + x) * 3 + 3)];
    // Upright it is tall: red on top, blue below.
    expect(pixel(128, 10)[0]).toBeGreaterThan(200);
    expect(pixel(128, 245)[2]).toBeGreaterThan(200);
  });

  it('takes a PNG and a WebP whatever their names and declared types say', async () => {
    const me = await customer('png@example.com');
    const png = await photo(300, 500, { r: 10, g: 160, b: 60 }).png().toBuffer();
    const res = await upload(me, png, 'picture.gif', 'application/octet-stream');
    expect(res.statusCode).toBe(200);
    const webp = await photo(900, 300, { r: 10, g: 10, b: 160 }).webp().toBuffer();
    expect((await upload(me, webp, 'noname', 'text/plain')).statusCode).toBe(200);
    expect(imageKind(png)).toBe('png');
    expect(imageKind(webp)).toBe('webp');
  });

  it('refuses what is not a JPEG, PNG or WebP by its bytes, too large, undecodable or a decompression bomb, storing nothing', async () => {
    const me = await customer('refused@example.com');
    expect((await upload(me, await photo(100, 100).png().toBuffer(), 'first.png')).statusCode).toBe(200);
    const kept = await pictureOf(me.customerId);
    const before = await storedPictures();

    const cases: Array<[string, Buffer, string]> = [
      ['a PDF named .jpg', A_PDF, PICTURE_TEXTS.notAnImage],
      ['a GIF', await photo(50, 50).gif().toBuffer(), PICTURE_TEXTS.notAnImage],
      ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), PICTURE_TEXTS.notAnImage],
      ['a JPEG start and then rubbish', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]), PICTURE_TEXTS.unreadable],
      ['half a PNG', (await photo(400, 400).png({ compressionLevel: 0 }).toBuffer()).subarray(0, 3000), PICTURE_TEXTS.unreadable],
      ['a PNG declaring 50000x50000 pixels', pngBomb(), PICTURE_TEXTS.tooManyPixels],
    ];
    for (const [what, bytes, message] of cases) {
      const res = await upload(me, bytes);
      expect(res.statusCode, what).toBe(422);
      expect(res.json(), what).toEqual({ status: 'error', message });
    }
    expect(pngBomb().length).toBeLessThan(2000);
    expect(await storedPictures()).toBe(before);
    expect(await pictureOf(me.customerId)).toBe(kept);
  });

  it('refuses an upload without the picture field, or with an empty file, with the picker text', async () => {
    const me = await customer('empty@example.com');
    expect((await upload(me, await photo(10, 10).png().toBuffer(), 'x.png', 'image/png', 'avatar')).json().message).toBe(PICTURE_TEXTS.missing);
    expect((await upload(me, Buffer.alloc(0))).json().message).toBe(PICTURE_TEXTS.missing);
    const json = await sendUpload(me, 'application/json', JSON.stringify({ profilepicture: 'data:' }));
    expect(json.statusCode).toBe(422);
    expect(json.json().message).toBe(PICTURE_TEXTS.missing);
    expect(await pictureOf(me.customerId)).toBeNull();
  });

  /**
   * Streams a 6 MB "JPEG" to the upload route as a browser would, with its length declared or
   * (`declare` false) chunked; stops past 5 MB and a little, since a server that waited for the
   * whole file would never answer. The answer, and how much had gone when it came.
   */
  const streamSixMegabytes = async (token: string, declare: boolean) => {
    const boundary = 'fleetvest-test-boundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="profilepicture"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const total = 6 * 1024 * 1024;
    const chunk = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64 * 1024 - 4, 0x41)]);
    let answered: { status: number; body: string; sentBefore: number } | undefined;
    let sent = 0;
    const outgoing = httpRequest(`${appUrl}${urlOf(profileEndpoints.changeProfilePicture)}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(declare ? { 'content-length': head.length + total + tail.length } : {}),
      },
    });
    const done = new Promise<void>((resolve) => {
      outgoing.on('response', (res) => {
        const status = res.statusCode ?? 0;
        const sentBefore = sent;
        let body = '';
        res.on('data', (data: Buffer) => (body += data.toString()));
        res.on('end', () => {
          answered = { status, body, sentBefore };
          resolve();
        });
      });
      // The server may close the connection on us once it has answered.
      outgoing.on('error', () => resolve());
    });
    outgoing.write(head);
    while (sent < total && !answered) {
      // Past the limit: stop sending, and wait for the answer below.
      if (sent > PROFILE_PICTURE_MAX_BYTES + chunk.length) break;
      const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
      sent += piece.length;
      // A server that has answered may stop reading: then no drain comes, only the answer.
      if (!outgoing.write(piece)) await Promise.race([done, new Promise((resolve) => outgoing.once('drain', resolve))]);
    }
    await done;
    outgoing.destroy();
    expect(answered?.status).toBe(422);
    expect(JSON.parse(answered!.body)).toEqual({ status: 'error', message: PICTURE_TEXTS.tooLarge });
    expect(answered!.sentBefore).toBeLessThan(total);
    return answered!;
  };

  it('answers a multipart body its parser cannot read with a 400, storing nothing and logging no failure', async () => {
    const me = await customer('broken-multipart@example.com');
    const png = await photo(10, 10).png().toBuffer();
    const cutShort = Buffer.concat([
      Buffer.from('--XX\r\nContent-Disposition: form-data; name="profilepicture"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n'),
      png,
    ]);
    const bodies: Array<[string, Buffer]> = [
      ['multipart/form-data', Buffer.from('abc')],
      ['multipart/form-data; boundary=XX', Buffer.from('garbage')],
      ['multipart/form-data; boundary=XX', cutShort],
    ];
    for (const [type, payload] of bodies) {
      const res = await sendUpload(me, type, payload);
      expect(res.statusCode, `${type}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ status: 'error', message: HTTP_TEXTS.unreadable });
    }
    expect(await pictureOf(me.customerId)).toBeNull();
    expect(t.logs()).not.toContain('unhandled error');
  });

  it('refuses 6 MB sent without a length as it streams in: the answer comes before the rest of the file is sent', async () => {
    const me = await customer('huge@example.com');
    const before = await storedPictures();
    await streamSixMegabytes(me.token, false);
    expect(await storedPictures()).toBe(before);
    expect(await pictureOf(me.customerId)).toBeNull();
  });

  it('refuses an upload that declares more than 5 MB before reading its body', async () => {
    const me = await customer('declared-huge@example.com');
    const before = await storedPictures();
    const answer = await streamSixMegabytes(me.token, true);
    expect(answer.sentBefore).toBeLessThan(PROFILE_PICTURE_MAX_BYTES);
    expect(await storedPictures()).toBe(before);
    expect(await pictureOf(me.customerId)).toBeNull();
  });

  it('removes the old picture when it is replaced, but keeps one another customer still uses', async () => {
    const ada = await customer('ada-pictures@example.com');
    const bola = await customer('bola-pictures@example.com');
    const first = await photo(120, 120, { r: 1, g: 2, b: 3 }).png().toBuffer();
    const second = await photo(120, 120, { r: 250, g: 250, b: 3 }).png().toBuffer();
    await changeProfilePicture(t.database.db, ada.customerId, first);
    const firstHash = (await pictureOf(ada.customerId))!;
    await changeProfilePicture(t.database.db, bola.customerId, first);
    expect(await pictureOf(bola.customerId)).toBe(firstHash);

    await changeProfilePicture(t.database.db, ada.customerId, second);
    expect(await readPicture(t.database.db, `${firstHash}.webp`)).not.toBeNull();
    await changeProfilePicture(t.database.db, bola.customerId, second);
    expect(await readPicture(t.database.db, `${firstHash}.webp`)).toBeNull();
    // The same picture again changes nothing and removes nothing.
    const secondHash = (await pictureOf(ada.customerId))!;
    await changeProfilePicture(t.database.db, ada.customerId, second);
    expect(await readPicture(t.database.db, `${secondHash}.webp`)).not.toBeNull();
  });

  it('never loses a picture a customer is taking up while another customer lets the same one go', async () => {
    const ada = await customer('ada-race@example.com');
    const bola = await customer('bola-race@example.com');
    const pictures = await Promise.all([10, 90, 170].map((g) => photo(64, 64, { r: 5, g, b: 5 }).png().toBuffer()));
    for (let round = 0; round < 6; round += 1) {
      const shared = pictures[round % 3]!;
      await changeProfilePicture(t.database.db, ada.customerId, shared);
      // Ada leaves the picture as Bola takes it up, at the same moment.
      await Promise.all([
        changeProfilePicture(t.database.db, ada.customerId, pictures[(round + 1) % 3]!),
        changeProfilePicture(t.database.db, bola.customerId, shared),
      ]);
      for (const who of [ada, bola]) expect(await readPicture(t.database.db, `${(await pictureOf(who.customerId))!}.webp`), `round ${round}`).not.toBeNull();
    }
  });

  it('removes the picture with the account, and reads nothing for names that are not a stored picture', async () => {
    const me = await customer('leaving-pictures@example.com');
    await changeProfilePicture(t.database.db, me.customerId, await photo(80, 80, { r: 77, g: 7, b: 177 }).png().toBuffer());
    const hash = (await pictureOf(me.customerId))!;
    await deleteAccount(t.deps, me.customerId, t.clock.now());
    expect(await readPicture(t.database.db, `${hash}.webp`)).toBeNull();
    for (const file of ['', `${hash}.png`, `${hash.toUpperCase()}.webp`, `../${hash}.webp`, `${'0'.repeat(64)}.webp`, 'x'.repeat(10_000)]) {
      expect(await readPicture(t.database.db, file)).toBeNull();
    }
    expect(PICTURE_HEADERS['cache-control']).toContain('immutable');
  });
});

describe('readAtMost', () => {
  it('stops reading at the limit instead of holding the rest', async () => {
    let pulled = 0;
    async function* endless() {
      for (;;) {
        pulled += 1;
        yield Buffer.alloc(1024);
      }
    }
    await expect(readAtMost(endless(), 10 * 1024)).rejects.toBeInstanceOf(TooLarge);
    expect(pulled).toBe(11);
    async function* small() {
      yield Buffer.from('ab');
      yield Buffer.from('cd');
    }
    expect((await readAtMost(small(), 4)).toString()).toBe('abcd');
  });
});
