import { SimpleForm } from 'react-admin';
import { RecordCreate } from '../../ui/forms/RecordForms';
import { PhraseInputs, phraseResolver } from './PhraseInputs';

export const PhraseCreate = () => (
  <RecordCreate redirect="list">
    <SimpleForm noValidate resolver={phraseResolver} defaultValues={{ name: '', phrase: '', type: 'general' }}>
      <PhraseInputs />
    </SimpleForm>
  </RecordCreate>
);
