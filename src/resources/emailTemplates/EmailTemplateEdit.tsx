import { Edit, SimpleForm } from 'react-admin';
import { EmailTemplateInputs, emailTemplateResolver } from './EmailTemplateInputs';
import { EmailTemplatePreview } from './EmailTemplatePreview';

export const EmailTemplateEdit = () => (
  <Edit mutationMode="pessimistic" redirect={false}>
    <SimpleForm noValidate resolver={emailTemplateResolver}>
      <EmailTemplateInputs />
    </SimpleForm>
    <EmailTemplatePreview />
  </Edit>
);
