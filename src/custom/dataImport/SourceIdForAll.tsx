// Above a preview's rows when an earlier import gave some of its clients' ids to other people: one decision for every
// such client (new customers, matched to the same person by e-mail or phone when stored; or attached to the id's
// customer), rather than a click per client; each row below still shows and may change its own.
import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportRecord, SourceIdChoice } from '../../../common/schemas/dataImport';

export type ChooseForAll = (choice: SourceIdChoice | null) => void;

export function SourceIdForAll({ record, onChoose, disabled }: { record: ImportRecord; onChoose: ChooseForAll; disabled?: boolean }) {
  const translate = useTranslate();
  const { sourceIdQuestions: asking, sourceIdChosen: chosen } = record;
  if (!asking && !chosen) return null;
  return (
    <Alert severity={asking ? 'warning' : 'info'} sx={{ mb: 2 }}>
      <AlertTitle>{translate('app.data_import.source_id.for_all_title')}</AlertTitle>
      {asking > 0 && translate('app.data_import.source_id.for_all', { smart_count: asking })}{' '}
      {chosen > 0 && translate('app.data_import.source_id.for_all_chosen', { smart_count: chosen })}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="contained" disabled={disabled} onClick={() => onChoose('new')}>
          {translate('app.data_import.source_id.all_new')}
        </Button>
        <Button size="small" variant="outlined" disabled={disabled} onClick={() => onChoose('attach')}>
          {translate('app.data_import.source_id.all_attach')}
        </Button>
        {chosen > 0 && (
          <Button size="small" disabled={disabled} onClick={() => onChoose(null)}>
            {translate('app.data_import.source_id.all_ask_again')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
