import { useState, type FormEvent } from 'react';
import { errorMessages } from '@/api/errors';
import { Modal } from '@/ui/Modal';
import { PasswordInput } from '@/ui/PasswordInput';
import { notifySuccess } from '@/ui/toast';
import { changePassword } from '../api';
import { DialogButtons, DialogProblems } from '../DialogParts';
import { passwordChangeProblem } from './rules';
import { texts } from '../texts';

type Props = { open: boolean; onClose: () => void };

/**
 * Change password: the old one, the new one twice, each with Show/Hide. The server signs out the
 * customer's other devices; this one stays signed in. Messages show inside the dialog, which
 * makes the page behind it (toasts included) inert.
 */
export const ChangePasswordModal = ({ open, onClose }: Props) => {
  const t = texts.password;
  const [old, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<readonly string[]>([]);
  const [submitting, setSubmitting] = useState(false);

  const close = () => {
    if (submitting) return;
    setOld('');
    setPassword('');
    setConfirmation('');
    setProblems([]);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const problem = passwordChangeProblem(old, password, confirmation);
    setProblems(problem ? [problem] : []);
    if (problem) return;
    setSubmitting(true);
    try {
      notifySuccess((await changePassword({ oldpassword: old, password })).message);
    } catch (error) {
      setProblems(errorMessages(error, texts.errors.changePassword));
      setSubmitting(false);
      return;
    }
    setSubmitting(false);
    setOld('');
    setPassword('');
    setConfirmation('');
    onClose();
  };

  return (
    <Modal open={open} title={t.heading} onClose={close}>
      <form onSubmit={submit} noValidate>
        <PasswordInput label={t.old} autoComplete="current-password" value={old} onChange={(e) => setOld(e.currentTarget.value)} />
        <PasswordInput label={t.new} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
        <PasswordInput
          label={t.confirmation}
          autoComplete="new-password"
          value={confirmation}
          invalid={problems.includes(texts.messages.passwordMismatch)}
          onChange={(e) => setConfirmation(e.currentTarget.value)}
        />
        <DialogProblems problems={problems} />
        <DialogButtons cancel={t.cancel} submit={t.submit} onCancel={close} busy={submitting} />
      </form>
    </Modal>
  );
};
