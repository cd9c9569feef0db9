import { Create, SimpleForm } from 'react-admin';
import { EmailTemplateInputs, emailTemplateResolver } from './EmailTemplateInputs';

export const EmailTemplateCreate = () => (
  <Create redirect="edit">
    <SimpleForm noValidate resolver={emailTemplateResolver} defaultValues={{ name: '', status: 'active', type: 'customer', subject: '', htmlBody: '', alterBody: '' }}>
      <EmailTemplateInputs />
    </SimpleForm>
  </Create>
);
