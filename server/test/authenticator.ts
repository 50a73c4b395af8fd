import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { AddPasskeyRequest, PasskeyAssertion } from '../../contract';

/**
 * A software authenticator for tests: a real P-256 key made here, real CBOR, authenticator data and
 * client data, really signed, so the server's verification runs as it does for a browser's
 * (docs/architecture.md §Testing the server). Nothing in the server is mocked.
 */

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

/** A CBOR item's head: its major type and argument (RFC 8949 §3). */
const head = (major: number, length: number): Buffer => {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const out = Buffer.alloc(3);
  out[0] = (major << 5) | 25;
  out.writeUInt16BE(length, 1);
  return out;
};

/** Just enough CBOR for COSE keys and attestation objects: integers, text, bytes and maps. */
const cbor = (value: Cbor): Buffer => {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])]);
};

const FLAG = { userPresent: 0x01, userVerified: 0x04, attested: 0x40 } as const;

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64 = (data: Buffer) => data.toString('base64url');
const counterBytes = (counter: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(counter);
  return out;
};

export interface SoftAuthenticator {
  credentialId: string;
  /** The signature counter this authenticator reports next; a test may set it back. */
  counter: number;
  /** Whether it says the user was verified (fingerprint or face). */
  verifies: boolean;
  /** The answer to registration options: a "none" attestation of a new P-256 key. */
  attest(challenge: string, origin: string, rpId?: string): AddPasskeyRequest['credential'];
  /** The answer to request options: a signature over the challenge. */
  assert(challenge: string, origin: string, rpId?: string): PasskeyAssertion;
}

const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

export function softAuthenticator(): SoftAuthenticator {
  const { privateKey, publicKey }: { privateKey: KeyObject; publicKey: KeyObject } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const coseKey = cbor(
    new Map<number, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
  const id = randomBytes(32);
  const flags = (extra = 0) => (self.verifies ? FLAG.userPresent | FLAG.userVerified : FLAG.userPresent) | extra;
  const self: SoftAuthenticator = {
    credentialId: b64(id),
    counter: 1,
    verifies: true,
    attest(challenge, origin, rpId = new URL(origin).hostname) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const authData = Buffer.concat([sha256(rpId), Buffer.from([flags(FLAG.attested)]), counterBytes(0), Buffer.alloc(16), idLength, id, coseKey]);
      const attestationObject = cbor(
        new Map<string, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      return {
        id: b64(id),
        rawId: b64(id),
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientData('webauthn.create', challenge, origin)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },
    assert(challenge, origin, rpId = new URL(origin).hostname) {
      const authData = Buffer.concat([sha256(rpId), Buffer.from([flags()]), counterBytes(self.counter)]);
      self.counter += 1;
      const data = clientData('webauthn.get', challenge, origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), privateKey);
      return {
        id: b64(id),
        rawId: b64(id),
        type: 'public-key',
        response: { clientDataJSON: b64(data), authenticatorData: b64(authData), signature: b64(signature) },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },
  };
  return self;
}
