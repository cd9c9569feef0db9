// The import report's lines to act on, in the preview and after the import: properties in no market, properties with
// no place on the map, and rows skipped as duplicates, each with its first rows (their messages say what they matched).
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportRecord } from '../../../common/schemas/dataImport';

const SEVERITY = { no_market: 'warning', not_located: 'warning', duplicate: 'info' } as const;

export function ImportAttention({ record }: { record: ImportRecord }) {
  const translate = useTranslate();
  return record.attention.map((line) => (
    <Alert key={line.kind} severity={SEVERITY[line.kind]} sx={{ mb: 2 }} data-testid={`import-attention-${line.kind}`}>
      {translate(`app.data_import.attention.${line.kind}`, {
        smart_count: line.total,
        rows: line.rows.join(', ') + (line.total > line.rows.length ? ', …' : ''),
      })}
    </Alert>
  ));
}
