// The Phrases of a dialog's type as chips above its text: one click inserts the phrase, after what is already written.
import { Box, Chip, Stack, Tooltip, Typography } from '@mui/material';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';

export interface PickablePhrase {
  _id: string;
  name: string;
  phrase: string;
}

/** Text with a phrase added: on its own line when the text already has some. */
export const withPhrase = (text: unknown, phrase: string) => {
  const current = typeof text === 'string' ? text.trimEnd() : '';
  return current ? `${current}\n${phrase}` : phrase;
};

/** `idSource`: the field that keeps which phrase was picked last (a skip's or cancel's reason phrase). */
export function PhrasePicker({ phrases, source, idSource }: { phrases: PickablePhrase[]; source: string; idSource?: string }) {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const { isSubmitted } = useFormState();
  if (!phrases.length) return null;
  const insert = ({ _id, phrase }: PickablePhrase) => {
    if (idSource) setValue(idSource, _id, { shouldDirty: true });
    setValue(source, withPhrase(getValues(source), phrase), { shouldDirty: true, shouldValidate: isSubmitted });
  };
  return (
    <Box role="group" aria-label={translate('app.phrase_picker.label')} sx={{ mt: 1 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate('app.phrase_picker.label')}
      </Typography>
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1} sx={{ mt: 0.5 }}>
        {phrases.map((phrase) => (
          <Tooltip key={phrase._id} title={phrase.phrase} placement="top">
            <Chip
              label={phrase.name}
              size="small"
              variant="outlined"
              clickable
              onClick={() => insert(phrase)}
              aria-label={translate('app.phrase_picker.insert', { name: phrase.name })}
            />
          </Tooltip>
        ))}
      </Stack>
    </Box>
  );
}
