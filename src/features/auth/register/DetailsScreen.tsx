import { Navigate, useNavigate } from '@tanstack/react-router';
import { css } from '@/ui/css';
import { useState, type FormEvent } from 'react';
import { setStage } from '@/lib/stages';
import { isPhone } from '@/lib/validation';
import { Button } from '@/ui/Button';
import { DigitsInput, Select, TextInput } from '@/ui/Field';
import { notifyInvalid } from '@/ui/toast';
import { AuthCard } from '../AuthCard';
import { detailsDraft, registration, type Details } from '../flowStore';
import { NIGERIAN_STATES } from './nigerianStates';
import { detailsProblem } from '../rules';
import { texts } from '../texts';
import { LIMITS } from '@contract/fields';

const pair = css`
  display: grid;
  gap: 0 12px;
  @media (min-width: 480px) { grid-template-columns: 1fr 1fr; }
`;

const EMPTY: Details = { firstname: '', lastname: '', phonenumber: '', location: '', address: '', city: '' };

export const DetailsScreen = () => {
  const t = texts.details;
  const navigate = useNavigate();
  const record = registration.read();
  const [details, setDetails] = useState<Details>(() => ({ ...EMPTY, ...record?.details, ...detailsDraft.read() }));
  const [invalid, setInvalid] = useState(false);

  if (!record) return <Navigate to="/register" replace />;

  // The draft survives a reload while the customer types (docs/product.md §Flows).
  const set = (field: keyof Details) => (value: string) => {
    const next = { ...details, [field]: value };
    setDetails(next);
    detailsDraft.write(next);
  };
  const update = (field: keyof Details) => (event: { currentTarget: { value: string } }) => set(field)(event.currentTarget.value);
  const flag = (field: keyof Details): boolean => invalid && (field === 'phonenumber' ? !isPhone(details.phonenumber) : !details[field].trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = detailsProblem(details);
    if (problem) {
      setInvalid(true);
      notifyInvalid(problem);
      return;
    }
    registration.write({ ...record, details });
    detailsDraft.clear();
    setStage('register', 4);
    void navigate({ to: '/register/otp/details/time' });
  };

  return (
    <AuthCard heading={t.heading}>
      <form onSubmit={submit} noValidate>
        <div className={pair}>
          <TextInput label={t.firstname} autoComplete="given-name" value={details.firstname} invalid={flag('firstname')} onChange={update('firstname')} />
          <TextInput label={t.lastname} autoComplete="family-name" value={details.lastname} invalid={flag('lastname')} onChange={update('lastname')} />
        </div>
        <DigitsInput
          label={t.phonenumber}
          type="tel"
          autoComplete="tel-national"
          maxDigits={LIMITS.phone}
          value={details.phonenumber}
          invalid={flag('phonenumber')}
          onValue={set('phonenumber')}
        />
        <Select
          label={t.location}
          placeholder={t.locationPlaceholder}
          options={NIGERIAN_STATES}
          value={details.location}
          invalid={flag('location')}
          onChange={update('location')}
        />
        <TextInput label={t.address} autoComplete="street-address" value={details.address} invalid={flag('address')} onChange={update('address')} />
        <TextInput label={t.city} autoComplete="address-level2" value={details.city} invalid={flag('city')} onChange={update('city')} />
        <Button type="submit" block>
          {t.submit}
        </Button>
      </form>
    </AuthCard>
  );
};
