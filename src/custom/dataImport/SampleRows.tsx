// The file's first rows under its columns, on the mapping step: what each column holds, so it is mapped to the right field.
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

const SHOWN = 3;

export function SampleRows({ headers, sample }: { headers: readonly string[]; sample: readonly (readonly string[])[] }) {
  const translate = useTranslate();
  if (!sample.length) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {translate('app.data_import.sample_title')}
      </Typography>
      <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
        <Table size="small" aria-label={translate('app.data_import.sample_title')}>
          <TableHead>
            <TableRow>
              {headers.map((header) => (
                <TableCell key={header} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                  {header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {sample.slice(0, SHOWN).map((cells, row) => (
              <TableRow key={row}>
                {headers.map((header, column) => (
                  <TableCell key={header} sx={{ whiteSpace: 'nowrap', maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                    {cells[column] ?? ''}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
