import { SimpleForm } from 'react-admin';
import { RecordCreate } from '../../ui/forms/RecordForms';
import { NEW_PRODUCT, ProductInputs, productResolver } from './ProductInputs';

export const ProductCreate = () => (
  <RecordCreate redirect="edit">
    <SimpleForm noValidate resolver={productResolver} defaultValues={NEW_PRODUCT}>
      <ProductInputs />
    </SimpleForm>
  </RecordCreate>
);
