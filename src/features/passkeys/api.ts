import { passkeyEndpoints, type RenamePasskeyRequest } from '@contract/passkeys';
import { call } from '@/api/client';
import { keepPasskeysHere } from '@/lib/passkeysHere';

/** The customer's passkeys; this device forgets the ids the list no longer has, or has disabled (they approve nothing). */
export const fetchPasskeys = async () => {
  const { data } = await call(passkeyEndpoints.passkeys);
  keepPasskeysHere(data.filter((passkey) => !passkey.disabled).map((passkey) => passkey.credential_id));
  return data;
};

export const renamePasskey = (body: RenamePasskeyRequest) => call(passkeyEndpoints.renamePasskey, { body });

export const removePasskey = (id: number) => call(passkeyEndpoints.removePasskey, { body: { id } });
