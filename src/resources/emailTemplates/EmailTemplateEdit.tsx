import { SimpleForm } from 'react-admin';
import { RecordEdit, RecordEditToolbar } from '../../ui/forms/RecordForms';
import { EmailTemplateInputs, emailTemplateResolver } from './EmailTemplateInputs';
import { EmailTemplatePreview } from './EmailTemplatePreview';

export const EmailTemplateEdit = () => (
  <RecordEdit redirect={false}>
    <SimpleForm toolbar={<RecordEditToolbar />} noValidate resolver={emailTemplateResolver}>
      <EmailTemplateInputs />
    </SimpleForm>
    <EmailTemplatePreview />
  </RecordEdit>
);
