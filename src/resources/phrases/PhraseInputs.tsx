// Inputs shared by the phrase create and edit forms, validated by the same zod schema as the API.
import { zodResolver } from '@hookform/resolvers/zod';
import { SelectInput, TextInput } from 'react-admin';
import { PHRASE_TYPES, phraseInput } from '../../../common/schemas/phrase';

export const phraseResolver = zodResolver(phraseInput);
export const phraseTypeChoices = PHRASE_TYPES.map((id) => ({ id, name: `resources.phrases.types.${id}` }));

export function PhraseInputs() {
  return (
    <>
      <TextInput source="name" fullWidth />
      <SelectInput source="type" choices={phraseTypeChoices} />
      <TextInput source="phrase" multiline minRows={3} fullWidth />
    </>
  );
}
