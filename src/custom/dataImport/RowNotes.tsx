// What the preview and the report say beside a row: its error or skip message, the cells it is imported without, and
// the customer it was found to be (a duplicate, or the customer an id went to), linked to the customers list found by name.
import { Box, Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { ImportRowRecord } from '../../../common/schemas/dataImport';
import { CUSTOMERS_PATH } from '../../resources/properties/paths';
import { type ChooseSourceId, SourceIdQuestion } from './SourceIdQuestion';

function FieldMessage({ field, message }: { field: string | null; message: string }) {
  const translate = useTranslate();
  return (
    <>
      {field && <strong>{translate(`app.data_import.fields.${field}`, { _: field })}: </strong>}
      {translate(message, { _: message })}
    </>
  );
}

export function RowNotes({ row, onChoose, choosing }: { row: ImportRowRecord; onChoose?: ChooseSourceId; choosing?: boolean }) {
  const translate = useTranslate();
  // A duplicate's customer, the customer an id went to, or the stored customer a row was found to be and adds to.
  const matched = (row.outcome === 'skip' || row.message) && row.customerId && row.customerName;
  return (
    <>
      {row.message && <FieldMessage field={row.field} message={row.message} />}
      {matched && (
        <Box>
          {translate('app.data_import.matched_customer')}{' '}
          <MuiLink component={Link} to={`${CUSTOMERS_PATH}?filter=${encodeURIComponent(JSON.stringify({ q: row.customerName }))}`}>
            {row.customerName}
          </MuiLink>
        </Box>
      )}
      <SourceIdQuestion row={row} onChoose={onChoose} disabled={choosing} />
      {row.warnings.map((warning) => (
        <Box key={warning.field} sx={{ color: 'warning.main' }}>
          <FieldMessage field={warning.field} message={warning.message} />
        </Box>
      ))}
    </>
  );
}
