import { Create, SimpleForm } from 'react-admin';
import { PhraseInputs, phraseResolver } from './PhraseInputs';

export const PhraseCreate = () => (
  <Create redirect="list">
    <SimpleForm noValidate resolver={phraseResolver} defaultValues={{ name: '', phrase: '', type: 'general' }}>
      <PhraseInputs />
    </SimpleForm>
  </Create>
);
