import { css } from '@/ui/css';
import { useId, useState, type FormEvent } from 'react';
import type { PasskeyInfo } from '@contract/passkeys';
import { errorMessages } from '@/api/errors';
import { formatLagosDateTime } from '@/lib/dates';
import { canUsePasskeys } from '@/lib/passkeysHere';
import { loadPasskeyCeremony, passkeyTexts as t, removePasskey, renamePasskey } from '@/features/passkeys';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { DigitsInput, TextInput } from '@/ui/Field';
import { LoadError } from '@/ui/LoadError';
import { Modal } from '@/ui/Modal';
import { PasswordInput } from '@/ui/PasswordInput';
import { notifySuccess } from '@/ui/toast';
import { DialogButtons, DialogProblems } from '../DialogParts';
import { deviceList as list } from '../styles';

const intro = css`
  margin: 0 0 12px;
  color: var(--muted);
`;

type Dialog = { kind: 'add' } | { kind: 'rename' | 'remove'; passkey: PasskeyInfo } | null;

/** Adding one: the password, and the PIN when one is set; then the browser makes the passkey. */
const AddDialog = ({ open, needsPin, onClose, onAdded }: { open: boolean; needsPin: boolean; onClose: () => void; onAdded: () => Promise<void> }) => {
  const [password, setPassword] = useState('');
  const [pin, setPin] = useState('');
  const [problems, setProblems] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (busy) return;
    setPassword('');
    setPin('');
    setProblems([]);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblems([]);
    try {
      const ceremony = await loadPasskeyCeremony();
      notifySuccess(await ceremony.addPasskeyHere(password, needsPin ? pin : undefined));
    } catch (error) {
      setProblems(errorMessages(error, t.errors.add));
      setBusy(false);
      return;
    }
    setBusy(false);
    setPassword('');
    setPin('');
    onClose();
    await onAdded();
  };
  return (
    <Modal open={open} title={t.add} onClose={close}>
      <form onSubmit={submit} noValidate>
        <p className={intro}>{t.addIntro}</p>
        <PasswordInput label={t.password} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
        {needsPin && <DigitsInput label={t.pin} type="password" autoComplete="off" value={pin} onValue={setPin} maxDigits={4} />}
        <DialogProblems problems={problems} />
        <DialogButtons cancel={t.cancel} submit={t.continue} onCancel={close} busy={busy} />
      </form>
    </Modal>
  );
};

/** A dialog's one call: busy while it runs, its refusal shown inside, and on success closed and the list read again. */
const useDialogCall = (onClose: () => void, onDone: () => Promise<void>, fallback: string) => {
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<readonly string[]>([]);
  const run = async (callIt: () => Promise<{ message: string }>) => {
    if (busy) return;
    setBusy(true);
    try {
      notifySuccess((await callIt()).message);
    } catch (error) {
      setProblems(errorMessages(error, fallback));
      setBusy(false);
      return;
    }
    setBusy(false);
    onClose();
    await onDone();
  };
  return { busy, problems, setProblems, run };
};

const RenameDialog = ({ passkey, onClose, onDone }: { passkey: PasskeyInfo | null; onClose: () => void; onDone: () => Promise<void> }) => {
  const [name, setName] = useState(passkey?.name ?? '');
  const [shown, setShown] = useState(passkey);
  const { busy, problems, setProblems, run } = useDialogCall(onClose, onDone, t.errors.rename);
  if (shown !== passkey) {
    setShown(passkey);
    setName(passkey?.name ?? '');
    setProblems([]);
  }
  const close = () => {
    if (!busy) onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (passkey) void run(() => renamePasskey({ id: passkey.id, name }));
  };
  return (
    <Modal open={passkey !== null} title={t.renameTitle} onClose={close}>
      <form onSubmit={submit} noValidate>
        <TextInput label={t.name} value={name} maxLength={50} onChange={(e) => setName(e.currentTarget.value)} />
        <DialogProblems problems={problems} />
        <DialogButtons cancel={t.cancel} submit={t.save} onCancel={close} busy={busy} />
      </form>
    </Modal>
  );
};

const RemoveDialog = ({ passkey, onClose, onDone }: { passkey: PasskeyInfo | null; onClose: () => void; onDone: () => Promise<void> }) => {
  const { busy, problems, setProblems, run } = useDialogCall(onClose, onDone, t.errors.remove);
  const close = () => {
    if (busy) return;
    setProblems([]);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (passkey) void run(() => removePasskey(passkey.id));
  };
  return (
    <Modal open={passkey !== null} title={t.removeTitle} onClose={close}>
      <form onSubmit={submit} noValidate>
        <p className={intro}>{t.removeBody(passkey?.name ?? '')}</p>
        <DialogProblems problems={problems} />
        <DialogButtons cancel={t.cancel} submit={t.remove} onCancel={close} busy={busy} />
      </form>
    </Modal>
  );
};

type SectionProps = { passkeys: PasskeyInfo[] | null; reload: () => Promise<void>; headingClass: string; needsPin: boolean };

/**
 * 'Use fingerprint or face to sign in and approve payments': the customer's passkeys (name, when
 * added, when last used), Add, Rename and Remove (docs/rules.md §Passkeys). Shown only in a browser
 * with WebAuthn. `passkeys` comes from the route's loader (null when it could not be read);
 * `reload` reads it again.
 */
export const PasskeysSection = ({ passkeys, reload, headingClass, needsPin }: SectionProps) => {
  const headingId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);

  if (!canUsePasskeys()) return null;
  const close = () => setDialog(null);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClass}>
        {t.section}
      </h2>
      <p className={intro}>{t.intro}</p>
      {passkeys === null ? (
        <LoadError message={t.errors.load} retryLabel={t.retry} onRetry={reload} />
      ) : (
        <ul className={list}>
          {passkeys.length === 0 && (
            <li>
              <p>{t.none}</p>
            </li>
          )}
          {passkeys.map((passkey) => (
            <li key={passkey.id}>
              <div>
                <strong>
                  {passkey.name}
                  {passkey.disabled && <Badge tone="red">{t.disabled}</Badge>}
                </strong>
                <p>{t.added(formatLagosDateTime(passkey.created_at))}</p>
                <p>{passkey.last_used_at ? t.lastUsed(formatLagosDateTime(passkey.last_used_at)) : t.neverUsed}</p>
              </div>
              <div className="buttons">
                <Button variant="secondary" aria-label={`${t.rename} ${passkey.name}`} onClick={() => setDialog({ kind: 'rename', passkey })}>
                  {t.rename}
                </Button>
                <Button variant="danger" aria-label={`${t.remove} ${passkey.name}`} onClick={() => setDialog({ kind: 'remove', passkey })}>
                  {t.remove}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Button block onClick={() => setDialog({ kind: 'add' })}>
        {t.add}
      </Button>
      <AddDialog open={dialog?.kind === 'add'} needsPin={needsPin} onClose={close} onAdded={reload} />
      <RenameDialog passkey={dialog?.kind === 'rename' ? dialog.passkey : null} onClose={close} onDone={reload} />
      <RemoveDialog passkey={dialog?.kind === 'remove' ? dialog.passkey : null} onClose={close} onDone={reload} />
    </section>
  );
};
