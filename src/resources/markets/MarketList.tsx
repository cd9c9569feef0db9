// Markets: name, zip codes and tax, searchable, 10 rows a page.
import { Chip, Stack } from '@mui/material';
import { DataTable, List, NumberField, SearchInput, useRecordContext } from 'react-admin';
import type { Market } from '../../../common/schemas/market';
import { ListPagination } from '../../ui/ListPagination';
import { ListEmpty } from '../../ui/ListEmpty';
import { InstantField } from '../../ui/fields/InstantField';

const SHOWN_ZIP_CODES = 4;

function ZipCodeChips() {
  const market = useRecordContext<Market & { id: string }>();
  if (!market) return null;
  const hidden = market.zipCodes.length - SHOWN_ZIP_CODES;
  return (
    <Stack direction="row" gap={0.5} flexWrap="wrap">
      {market.zipCodes.slice(0, SHOWN_ZIP_CODES).map((zip) => (
        <Chip key={zip} label={zip} size="small" />
      ))}
      {hidden > 0 && <Chip label={`+${hidden}`} size="small" variant="outlined" />}
    </Stack>
  );
}

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export const MarketList = () => (
  <List
    empty={<ListEmpty />}
    pagination={<ListPagination />}
    title="app.menu.markets"
    filters={filters}
    perPage={10}
    sort={{ field: 'name', order: 'ASC' }}
  >
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="zipCodes" disableSort>
        <ZipCodeChips />
      </DataTable.Col>
      <DataTable.Col source="taxPercent">
        <NumberField source="taxPercent" options={{ maximumFractionDigits: 2 }} />
      </DataTable.Col>
      <DataTable.Col source="updatedAt">
        <InstantField source="updatedAt" />
      </DataTable.Col>
    </DataTable>
  </List>
);
