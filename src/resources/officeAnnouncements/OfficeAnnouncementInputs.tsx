// Inputs shared by the office announcement create and edit forms, validated by the same zod schema as the API.
import { zodResolver } from '@hookform/resolvers/zod';
import { BooleanInput, DateInput, SelectInput, TextInput } from 'react-admin';
import { ANNOUNCEMENT_REPEATS, officeAnnouncementInput } from '../../../common/schemas/officeAnnouncement';

export const officeAnnouncementResolver = zodResolver(officeAnnouncementInput);
export const repeatChoices = ANNOUNCEMENT_REPEATS.map((id) => ({ id, name: `resources.office-announcements.repeats.${id}` }));

export function OfficeAnnouncementInputs() {
  return (
    <>
      <TextInput source="title" fullWidth />
      <TextInput source="message" multiline minRows={3} fullWidth />
      <SelectInput source="repeat" choices={repeatChoices} />
      <DateInput source="activeFrom" />
      <DateInput source="activeTo" />
      <BooleanInput source="isActive" />
    </>
  );
}
