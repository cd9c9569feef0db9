// Inputs shared by the crew announcement create and edit forms, validated by the same zod schema as the API.
import { zodResolver } from '@hookform/resolvers/zod';
import { DateInput, SelectInput, TextInput } from 'react-admin';
import { crewAnnouncementInput } from '../../../common/schemas/vendor';
import { useVendorOptions } from '../../ui/fields/useVendorOptions';

export const crewAnnouncementResolver = zodResolver(crewAnnouncementInput);

export function CrewAnnouncementInputs() {
  const vendors = useVendorOptions();
  return (
    <>
      <SelectInput
        source="vendorId"
        choices={vendors.data ?? []}
        optionValue="_id"
        optionText="companyName"
        emptyText="resources.vendors/crew-announcements.all_vendors"
        helperText="resources.vendors/crew-announcements.helper.vendorId"
        isPending={vendors.isPending}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        fullWidth
      />
      <TextInput source="title" fullWidth />
      <TextInput source="message" multiline minRows={3} fullWidth />
      <DateInput source="activeFrom" />
      <DateInput source="activeTo" />
    </>
  );
}
