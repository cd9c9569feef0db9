// System accounts: the mail sender and the payment gateway merchant LawnDesk acts as, read-only, with their last
// successful use. Their settings (and secrets) stay in System Settings.
import { Alert } from '@mui/material';
import { DataTable, List, TextField, useRecordContext, useTranslate } from 'react-admin';
import type { SystemAccountRecord } from '../../../common/schemas/systemAccount';
import { ListEmpty } from '../../ui/ListEmpty';
import { InstantField } from '../../ui/fields/InstantField';

export const SYSTEM_ACCOUNTS_RESOURCE = 'system-accounts';

function AccountKind() {
  const account = useRecordContext<SystemAccountRecord & { id: string }>();
  const translate = useTranslate();
  return account ? <>{translate(`app.system_accounts.kinds.${account._id}`)}</> : null;
}

function SettingsSource() {
  const account = useRecordContext<SystemAccountRecord & { id: string }>();
  const translate = useTranslate();
  return account ? <>{translate(`app.system_accounts.sources.${account.source}`)}</> : null;
}

export function SystemAccountList() {
  const translate = useTranslate();
  return (
    <>
      <Alert severity="info" sx={{ mt: 2 }}>
        {translate('app.system_accounts.intro')}
      </Alert>
      <List
        empty={<ListEmpty />}
        resource={SYSTEM_ACCOUNTS_RESOURCE}
        title="app.menu.system_accounts"
        pagination={false}
        exporter={false}
        actions={false}
      >
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="_id" disableSort label="resources.system-accounts.fields.kind">
            <AccountKind />
          </DataTable.Col>
          <DataTable.Col source="account" disableSort>
            <TextField source="account" emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="service" disableSort />
          <DataTable.Col source="source" disableSort>
            <SettingsSource />
          </DataTable.Col>
          <DataTable.Col source="lastUsedAt" disableSort>
            <InstantField source="lastUsedAt" showTime emptyText={translate('app.system_accounts.never')} />
          </DataTable.Col>
          <DataTable.Col source="lastUsedAs" disableSort>
            <TextField source="lastUsedAs" emptyText="—" />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
}
