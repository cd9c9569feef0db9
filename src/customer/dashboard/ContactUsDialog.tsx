// Contact Us for a signed-in customer: a subject and a message to the team (POST /contact-us).
import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput, useNotify } from 'react-admin';
import { contactUsInput, type ContactUsInput } from '../../../common/schemas/contactRequest';
import { FormDialog } from '../../ui/forms/FormDialog';
import { useFormSave } from '../../ui/forms/useFormSave';
import { usePortalProvider } from './useCustomerDashboard';

const resolver = zodResolver(contactUsInput);

export function ContactUsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dataProvider = usePortalProvider();
  const notify = useNotify();
  const send = useFormSave(
    (input: ContactUsInput) => dataProvider.sendContactUs(input),
    (message) => {
      notify(message, { type: 'success' });
      onClose();
    },
  );
  return (
    <FormDialog
      open={open}
      title="app.portal.contact_title"
      onClose={onClose}
      resolver={resolver}
      defaultValues={{ subject: '', message: '' }}
      onSubmit={send.submit}
      saving={send.isPending}
      saveLabel="app.portal.contact_send"
    >
      <TextInput source="subject" label="app.portal.contact_subject" fullWidth />
      <TextInput source="message" label="app.portal.contact_message" multiline minRows={4} fullWidth />
    </FormDialog>
  );
}
