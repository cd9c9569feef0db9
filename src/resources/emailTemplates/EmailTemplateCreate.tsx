import { SimpleForm } from 'react-admin';
import { RecordCreate } from '../../ui/forms/RecordForms';
import { EmailTemplateInputs, emailTemplateResolver } from './EmailTemplateInputs';

export const EmailTemplateCreate = () => (
  <RecordCreate redirect="edit">
    <SimpleForm
      noValidate
      resolver={emailTemplateResolver}
      defaultValues={{ name: '', status: 'active', type: 'customer', subject: '', htmlBody: '', alterBody: '' }}
    >
      <EmailTemplateInputs />
    </SimpleForm>
  </RecordCreate>
);
