import { Edit, SimpleForm } from 'react-admin';
import { DiscountInputs, discountResolver } from './DiscountInputs';

export const DiscountEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm noValidate resolver={discountResolver}>
      <DiscountInputs />
    </SimpleForm>
  </Edit>
);
