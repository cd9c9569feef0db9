// Beside a row whose client id an earlier import gave another person: while the import is a preview, the staff attach
// the client's rows to the customer the id went to or make a new customer of them (one choice for every row of that
// client), and may change it; afterwards, the choice made.
import { Box, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportRowRecord, SourceIdChoice, SourceIdChoiceInput } from '../../../common/schemas/dataImport';

export const SOURCE_ID_QUESTION = 'validation.data_import.source_id_other_person';

export type ChooseSourceId = (choice: SourceIdChoiceInput) => void;

const CHOSEN = {
  attach: 'app.data_import.source_id.chosen_attach',
  new: 'app.data_import.source_id.chosen_new',
} as const satisfies Record<SourceIdChoice, string>;

export function SourceIdQuestion({ row, onChoose, disabled }: { row: ImportRowRecord; onChoose?: ChooseSourceId; disabled?: boolean }) {
  const translate = useTranslate();
  const { rowNumber } = row;
  if (row.sourceIdChoice) {
    return (
      <Box>
        {translate(CHOSEN[row.sourceIdChoice])}{' '}
        {onChoose && (
          <Button size="small" disabled={disabled} onClick={() => onChoose({ rowNumber, choice: null })}>
            {translate('app.data_import.source_id.ask_again')}
          </Button>
        )}
      </Box>
    );
  }
  if (!onChoose || row.message !== SOURCE_ID_QUESTION) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ mt: 0.5, flexWrap: 'wrap' }}
      role="group"
      aria-label={translate('app.data_import.source_id.question')}
    >
      <Button size="small" variant="outlined" disabled={disabled} onClick={() => onChoose({ rowNumber, choice: 'attach' })}>
        {translate('app.data_import.source_id.attach', { name: row.customerName ?? '' })}
      </Button>
      <Button size="small" variant="outlined" disabled={disabled} onClick={() => onChoose({ rowNumber, choice: 'new' })}>
        {translate('app.data_import.source_id.new')}
      </Button>
    </Stack>
  );
}
