import type { Beneficiaries } from '@contract/bills';
import { networkName } from '@/features/bills/billDisplay';
import { texts } from '@/features/bills/texts';
import { RecentPicks } from './RecentPicks';

type Phone = Beneficiaries['phones'][number];

/** The numbers last topped up, with their networks (airtime and data). */
export const RecentPhones = ({ phones, onPick }: { phones: readonly Phone[]; onPick: (phone: Phone) => void }) => (
  <RecentPicks
    heading={texts.recent.phones}
    picks={phones.map((phone) => ({
      key: `${phone.network}/${phone.number}`,
      label: `${phone.number} · ${networkName(phone.network)}`,
      pick: () => onPick(phone),
    }))}
  />
);
