import { SimpleForm } from 'react-admin';
import { RecordEdit, RecordEditToolbar } from '../../ui/forms/RecordForms';
import { MarketInputs, marketResolver } from '../../ui/forms/MarketInputs';

export const MarketEdit = () => (
  <RecordEdit redirect="list">
    <SimpleForm toolbar={<RecordEditToolbar />} noValidate resolver={marketResolver}>
      <MarketInputs />
    </SimpleForm>
  </RecordEdit>
);
