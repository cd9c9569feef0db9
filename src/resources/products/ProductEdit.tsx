import { SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { RecordEdit } from '../../ui/forms/RecordForms';
import { ProductInputs, productResolver } from './ProductInputs';
import { StockPanel } from './StockPanel';

// Products are never deleted: application records name them.
export const ProductEdit = () => (
  <RecordEdit redirect={false} aside={<StockPanel />}>
    <SimpleForm
      noValidate
      resolver={productResolver}
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <ProductInputs />
    </SimpleForm>
  </RecordEdit>
);
