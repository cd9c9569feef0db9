import { Edit, SimpleForm } from 'react-admin';
import { PhraseInputs, phraseResolver } from './PhraseInputs';

export const PhraseEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm noValidate resolver={phraseResolver}>
      <PhraseInputs />
    </SimpleForm>
  </Edit>
);
