import { MOBILE_NETWORKS } from '@contract/bill-codes';
import { Select } from '@/ui/Field';
import { texts } from '@/features/bills/texts';

/** docs/product.md §Numbers and formats: the network selects show the names and send the codes. */
const NETWORK_OPTIONS = MOBILE_NETWORKS.map(({ code, name }) => ({ value: code, label: name }));

export const NetworkSelect = ({ value, onChange }: { value: string; onChange: (code: string) => void }) => (
  <Select
    label={texts.fields.network}
    name="network"
    placeholder={texts.fields.networkPlaceholder}
    options={NETWORK_OPTIONS}
    value={value}
    onChange={(e) => onChange(e.currentTarget.value)}
  />
);
