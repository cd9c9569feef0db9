// A vendor's inputs, validated by the API's zod schema: its create and edit forms, and the business setup's vendor step.
import { zodResolver } from '@hookform/resolvers/zod';
import { BooleanInput, NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { VENDOR_STATUSES, vendorInput } from '../../../common/schemas/vendor';

export const vendorResolver = zodResolver(vendorInput);
export const VENDOR_STATUS_CHOICES = VENDOR_STATUSES.map((status) => ({ id: status, name: `resources.vendors.status.${status}` }));

export function VendorInputs({ isEdit }: { isEdit: boolean }) {
  return (
    <>
      <TextInput source="companyName" fullWidth />
      <TextInput source="contactName" fullWidth />
      <TextInput source="email" type="email" fullWidth />
      <TextInput source="phone" fullWidth />
      <NumberInput source="commission" helperText="resources.vendors.helper.commission" />
      <ReferenceInput source="marketId" reference="markets" sort={{ field: 'name', order: 'ASC' }}>
        <SelectInput optionText="name" emptyText="resources.vendors.no_market" fullWidth />
      </ReferenceInput>
      <BooleanInput source="isPrimary" />
      {isEdit && <SelectInput source="status" choices={VENDOR_STATUS_CHOICES} helperText="resources.vendors.helper.status" />}
    </>
  );
}
