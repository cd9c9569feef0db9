import { SimpleForm } from 'react-admin';
import { RecordCreate } from '../../ui/forms/RecordForms';
import { DiscountInputs, discountResolver } from './DiscountInputs';

export const DiscountCreate = () => (
  <RecordCreate redirect="list">
    <SimpleForm
      noValidate
      resolver={discountResolver}
      defaultValues={{ code: '', type: 'percentage', value: null, numberOfServices: 1, service: 'mow', customerType: 'new' }}
    >
      <DiscountInputs />
    </SimpleForm>
  </RecordCreate>
);
