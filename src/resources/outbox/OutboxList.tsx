// The outbox: messages recorded while no mail server is configured, newest first; recovery messages arrive redacted.
import { Chip } from '@mui/material';
import { DataTable, List, SearchInput, SelectInput, TextField, useRecordContext } from 'react-admin';
import { ListPagination } from '../../ui/ListPagination';
import { ListEmpty } from '../../ui/ListEmpty';
import { InstantField } from '../../ui/fields/InstantField';

function ChannelChip() {
  const message = useRecordContext<{ id: string; channel: string }>();
  return message ? (
    <Chip size="small" label={message.channel} color={message.channel === 'sms' ? 'secondary' : 'primary'} variant="outlined" />
  ) : null;
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="channel"
    source="channel"
    choices={[
      { id: 'email', name: 'email' },
      { id: 'sms', name: 'sms' },
    ]}
  />,
];

export const OutboxList = () => (
  <List
    empty={<ListEmpty />}
    pagination={<ListPagination />}
    title="app.menu.outbox"
    filters={filters}
    perPage={10}
    sort={{ field: 'createdAt', order: 'DESC' }}
    exporter={false}
  >
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="createdAt">
        <InstantField source="createdAt" showTime />
      </DataTable.Col>
      <DataTable.Col source="channel">
        <ChannelChip />
      </DataTable.Col>
      <DataTable.Col source="to" />
      <DataTable.Col source="subject" />
      <DataTable.Col source="text" disableSort>
        <TextField source="text" sx={{ whiteSpace: 'pre-wrap' }} />
      </DataTable.Col>
    </DataTable>
  </List>
);
