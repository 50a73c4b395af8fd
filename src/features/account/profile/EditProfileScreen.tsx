import { useSignals } from '@preact/signals-react/runtime';
import { css } from '@/ui/css';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { LIMITS } from '@contract/fields';
import { errorMessages } from '@/api/errors';
import { refreshCustomer } from '@/features/customer';
import { fromDob, lagosIsoDate, toDob } from '@/lib/dates';
import { session } from '@/state/session';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { TextInput } from '@/ui/Field';
import { dismissErrors, notifyErrors, notifyInvalid, notifySuccess } from '@/ui/toast';
import { updateProfile } from '../api';
import { PictureModal } from './PictureModal';
import { accountPage } from '../styles';
import { texts } from '../texts';

const PLACEHOLDER_PICTURE = '/avatar.svg';
/** Its error toasts go when it is sent again (or the screen is left). */
const FORM = 'edit-profile';

const pictureBox = css`
  position: relative;
  width: 112px;
  height: 112px;
  margin: 0 auto 24px;
  & img { width: 100%; height: 100%; border-radius: 50%; object-fit: cover; background: var(--bg); }
  & button {
    position: absolute;
    right: -4px;
    bottom: -4px;
    display: grid;
    place-items: center;
    width: var(--target);
    height: var(--target);
    border: 2px solid var(--surface);
    border-radius: 50%;
    background: var(--brand);
    color: #fff;
    cursor: pointer;
  }
`;

const CameraIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
    <circle cx="12" cy="13" r="3.5" />
  </svg>
);

/** docs/product.md §Account Edit profile: names, address and date of birth; the camera button changes the picture. */
export const EditProfileScreen = () => {
  useSignals();
  const t = texts.editProfile;
  const headingId = useId();
  const customer = session.value?.customer;
  const [firstname, setFirstname] = useState(customer?.firstname ?? '');
  const [lastname, setLastname] = useState(customer?.lastname ?? '');
  const [address, setAddress] = useState(customer?.address ?? '');
  const [dob, setDob] = useState(customer?.dob ? fromDob(customer.dob) : '');
  const [missing, setMissing] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [picking, setPicking] = useState(false);

  useEffect(() => void refreshCustomer(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    dismissErrors(FORM);
    const blank = [firstname, lastname, address, dob].some((value) => value.trim() === '');
    setMissing(blank);
    if (blank) {
      notifyInvalid(texts.messages.allFieldsRequired, { form: FORM });
      return;
    }
    setSubmitting(true);
    try {
      notifySuccess(await updateProfile({ firstname: firstname.trim(), lastname: lastname.trim(), address: address.trim(), dob: toDob(dob) }));
    } catch (error) {
      notifyErrors(errorMessages(error, texts.errors.updateProfile), { form: FORM });
    }
    setSubmitting(false);
  };

  return (
    <Card className={accountPage} aria-labelledby={headingId}>
      <h1 id={headingId}>{t.heading}</h1>
      <div className={pictureBox}>
        <img src={customer?.profilepicture || PLACEHOLDER_PICTURE} alt={t.picture} />
        <button type="button" aria-label={t.changePicture} onClick={() => setPicking(true)}>
          <CameraIcon />
        </button>
      </div>
      <form onSubmit={submit} noValidate>
        <TextInput
          label={t.firstname}
          autoComplete="given-name"
          maxLength={LIMITS.name}
          value={firstname}
          invalid={missing && !firstname.trim()}
          onChange={(e) => setFirstname(e.currentTarget.value)}
        />
        <TextInput
          label={t.lastname}
          autoComplete="family-name"
          maxLength={LIMITS.name}
          value={lastname}
          invalid={missing && !lastname.trim()}
          onChange={(e) => setLastname(e.currentTarget.value)}
        />
        <TextInput
          label={t.address}
          autoComplete="street-address"
          maxLength={LIMITS.address}
          value={address}
          invalid={missing && !address.trim()}
          onChange={(e) => setAddress(e.currentTarget.value)}
        />
        <TextInput
          label={t.dob}
          type="date"
          autoComplete="bday"
          min="1900-01-01"
          max={lagosIsoDate()}
          value={dob}
          invalid={missing && !dob}
          onChange={(e) => setDob(e.currentTarget.value)}
        />
        <Button type="submit" block loading={submitting}>
          {t.save}
        </Button>
      </form>
      <PictureModal open={picking} onClose={() => setPicking(false)} />
    </Card>
  );
};
