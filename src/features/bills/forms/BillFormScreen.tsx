import { AirtimeForm } from './AirtimeForm';
import { BillPage } from './BillPage';
import { CableForm } from './CableForm';
import { DataForm } from './DataForm';
import { ElectricityForm } from './ElectricityForm';
import type { BillFormData } from './loaders';
import { NeedsList } from './NeedsList';
import { texts } from '../texts';

const Form = ({ data }: { data: BillFormData }) => {
  switch (data.kind) {
    case 'airtime':
      return <AirtimeForm recent={data.recent} />;
    case 'data':
      return <DataForm recent={data.recent} />;
    case 'electricity':
      return <NeedsList list={data.companies}>{(companies) => <ElectricityForm companies={companies} recent={data.recent} />}</NeedsList>;
    case 'cable':
      return <NeedsList list={data.providers}>{(providers) => <CableForm providers={providers} recent={data.recent} />}</NeedsList>;
  }
};

/** docs/product.md §Utility bills purchase screens, each at its short path and under /utilitybills (docs/product.md §Signed-in frame gives both). */
export const BillFormScreen = ({ data }: { data: BillFormData }) => {
  return (
    <BillPage heading={texts.headings[data.kind]}>
      <Form data={data} />
    </BillPage>
  );
};
