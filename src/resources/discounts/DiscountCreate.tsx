import { Create, SimpleForm } from 'react-admin';
import { DiscountInputs, discountResolver } from './DiscountInputs';

export const DiscountCreate = () => (
  <Create redirect="list">
    <SimpleForm noValidate resolver={discountResolver} defaultValues={{ code: '', type: 'percentage', value: null, numberOfServices: 1, service: 'mow', customerType: 'new' }}>
      <DiscountInputs />
    </SimpleForm>
  </Create>
);
