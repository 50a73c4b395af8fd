import { css } from '@/ui/css';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { errorMessages } from '@/api/errors';
import { Modal } from '@/ui/Modal';
import { notifySuccess } from '@/ui/toast';
import { changeProfilePicture } from '../api';
import { DialogButtons, DialogProblems } from '../DialogParts';
import { shrinkPicture } from './shrinkPicture';
import { texts } from '../texts';

const preview = css`
  display: block;
  width: 160px;
  height: 160px;
  margin: 0 auto 16px;
  border-radius: 50%;
  object-fit: cover;
  background: var(--bg);
`;

const chooser = css`
  display: grid;
  gap: 6px;
  margin-bottom: 12px;
  font-weight: 600;
  & input { max-width: 100%; font: inherit; font-weight: 400; }
`;

const progress = css`
  display: grid;
  gap: 4px;
  margin-bottom: 12px;
  font-size: var(--text-sm);
  & progress { width: 100%; height: 8px; accent-color: var(--brand); }
`;

const isImage = (file: File | undefined): file is File => file !== undefined && file.type.startsWith('image/');

type Props = { open: boolean; onClose: () => void };

/**
 * docs/product.md §Account and §Validation: the profile-image picker. Image files only, a preview, Cancel and Submit; a
 * large photo is shrunk in the browser before it goes, and a bar shows the upload's progress.
 */
export const PictureModal = ({ open, onClose }: Props) => {
  const t = texts.picture;
  const inputId = useId();
  const progressId = useId();
  const [file, setFile] = useState<File>();
  const [previewUrl, setPreviewUrl] = useState<string>();
  const [problems, setProblems] = useState<readonly string[]>([]);
  const [sent, setSent] = useState<number | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const reset = () => {
    setFile(undefined);
    setPreviewUrl(undefined);
    setProblems([]);
    setSent(null);
  };

  const close = () => {
    if (sent !== null) return;
    reset();
    onClose();
  };

  const choose = (chosen: File | undefined) => {
    if (isImage(chosen)) {
      setFile(chosen);
      setProblems([]);
    } else {
      setFile(undefined);
      setPreviewUrl(undefined);
      setProblems([texts.messages.selectImage]);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sent !== null) return;
    if (!isImage(file)) {
      setProblems([texts.messages.selectImage]);
      return;
    }
    setProblems([]);
    setSent(0);
    try {
      notifySuccess(await changeProfilePicture(await shrinkPicture(file), setSent));
    } catch (error) {
      setProblems(errorMessages(error, texts.errors.updatePicture));
      setSent(null);
      return;
    }
    reset();
    onClose();
  };

  return (
    <Modal open={open} title={t.heading} onClose={close}>
      <form onSubmit={submit} noValidate>
        {previewUrl && <img className={preview} src={previewUrl} alt={t.preview} />}
        <label className={chooser} htmlFor={inputId}>
          {t.choose}
          <input id={inputId} type="file" accept="image/*" disabled={sent !== null} onChange={(e) => choose(e.currentTarget.files?.[0])} />
        </label>
        {sent !== null && (
          <div className={progress}>
            <label htmlFor={progressId}>{t.uploading}</label>
            <progress id={progressId} max={1} value={sent} />
          </div>
        )}
        <DialogProblems problems={problems} />
        <DialogButtons cancel={t.cancel} submit={t.submit} onCancel={close} busy={sent !== null} />
      </form>
    </Modal>
  );
};
