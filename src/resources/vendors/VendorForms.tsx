// Vendor create and edit: one set of inputs validated by the API's zod schema; the status is set on edit only.
import { SimpleForm } from 'react-admin';
import { RecordCreate, RecordEdit, RecordEditToolbar } from '../../ui/forms/RecordForms';
import { VendorInputs, vendorResolver } from '../../ui/forms/VendorInputs';

export const VendorCreate = () => (
  <RecordCreate redirect="show">
    <SimpleForm noValidate resolver={vendorResolver} defaultValues={{ companyName: '', commission: 20, isPrimary: false }}>
      <VendorInputs isEdit={false} />
    </SimpleForm>
  </RecordCreate>
);

export const VendorEdit = () => (
  <RecordEdit redirect="show">
    <SimpleForm toolbar={<RecordEditToolbar />} noValidate resolver={vendorResolver}>
      <VendorInputs isEdit />
    </SimpleForm>
  </RecordEdit>
);
