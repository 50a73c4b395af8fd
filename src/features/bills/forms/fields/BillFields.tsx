import type { Beneficiaries } from '@contract/bills';
import type { AmountRange } from '@contract/config';
import { useNeedsConnection } from '@/features/offline';
import { Button } from '@/ui/Button';
import { DigitsInput, TextInput } from '@/ui/Field';
import { texts } from '@/features/bills/texts';
import { OFFLINE_NOTE_ID } from '../BillPage';
import { RecentPhones } from './RecentPhones';
import { PHONE_MAX, rangeHint } from '../rules';
import type { useVerification } from '../useVerification';
import { VerifiedName } from './VerifiedName';

type Phone = Beneficiaries['phones'][number];

/** The number to top up, with the numbers topped up lately (airtime and data). */
export const PhoneField = ({
  value,
  onChange,
  recent,
  onPick,
}: {
  value: string;
  onChange: (value: string) => void;
  recent: readonly Phone[];
  onPick: (phone: Phone) => void;
}) => (
  <>
    <DigitsInput
      label={texts.fields.phone}
      name="number"
      type="tel"
      plus
      maxDigits={PHONE_MAX}
      autoComplete="tel-national"
      placeholder={texts.fields.phonePlaceholder}
      value={value}
      onValue={onChange}
    />
    <RecentPhones phones={recent} onPick={onPick} />
  </>
);

/** An amount the customer types, in whole naira (airtime, electricity), with its range under it once GET config has given it. */
export const BillAmountField = ({ value, onChange, range }: { value: string; onChange: (value: string) => void; range: AmountRange | undefined }) => (
  <TextInput
    label={texts.fields.amount}
    name="amount"
    inputMode="numeric"
    autoComplete="off"
    placeholder={texts.fields.amountPlaceholder}
    value={value}
    hint={range && rangeHint(range)}
    onChange={(e) => onChange(e.currentTarget.value)}
  />
);

/**
 * Verify (busy while it runs) and the name it found. It stays enabled once verified: a button that
 * turns off under the keyboard's focus drops the focus to the page.
 */
export const VerifyControls = ({ verification, onVerify }: { verification: ReturnType<typeof useVerification>; onVerify: () => void }) => (
  <>
    <Button variant="secondary" block loading={verification.verifying} onClick={onVerify}>
      {texts.verify}
    </Button>
    <VerifiedName name={verification.name} />
  </>
);

/**
 * Continue: off until the meter or card is verified where the form needs it (docs/product.md
 * §Flows), and while offline, when the page's note says why.
 */
export const ContinueButton = ({ disabled = false }: { disabled?: boolean }) => {
  const gate = useNeedsConnection(texts.offline, OFFLINE_NOTE_ID);
  return (
    <Button type="submit" block disabled={disabled || gate.offline} aria-describedby={gate.describedBy}>
      {texts.continue}
    </Button>
  );
};
