import { SimpleForm } from 'react-admin';
import { RecordCreate } from '../../ui/forms/RecordForms';
import { MarketInputs, marketResolver } from '../../ui/forms/MarketInputs';

export const MarketCreate = () => (
  <RecordCreate redirect="list">
    <SimpleForm noValidate resolver={marketResolver} defaultValues={{ name: '', zipCodes: [], taxPercent: 8.25 }}>
      <MarketInputs />
    </SimpleForm>
  </RecordCreate>
);
