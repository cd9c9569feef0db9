import { SimpleForm } from 'react-admin';
import { RecordEdit, RecordEditToolbar } from '../../ui/forms/RecordForms';
import { PhraseInputs, phraseResolver } from './PhraseInputs';

export const PhraseEdit = () => (
  <RecordEdit redirect="list">
    <SimpleForm toolbar={<RecordEditToolbar />} noValidate resolver={phraseResolver}>
      <PhraseInputs />
    </SimpleForm>
  </RecordEdit>
);
