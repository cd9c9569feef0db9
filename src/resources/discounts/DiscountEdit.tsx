import { SimpleForm } from 'react-admin';
import { RecordEdit, RecordEditToolbar } from '../../ui/forms/RecordForms';
import { DiscountInputs, discountResolver } from './DiscountInputs';

export const DiscountEdit = () => (
  <RecordEdit redirect="list">
    <SimpleForm toolbar={<RecordEditToolbar />} noValidate resolver={discountResolver}>
      <DiscountInputs />
    </SimpleForm>
  </RecordEdit>
);
