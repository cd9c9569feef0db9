import { SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { RecordEdit } from '../../ui/forms/RecordForms';
import { ProductInputs, productResolver } from './ProductInputs';
import { StockPanel } from './StockPanel';

// Products are never deleted: application records name them.
export const ProductEdit = () => (
  // The stock goes below the form on a phone, beside it from a tablet up.
  <RecordEdit redirect={false} aside={<StockPanel />} sx={{ '& .RaEdit-main': { flexDirection: { xs: 'column', md: 'row' } } }}>
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
