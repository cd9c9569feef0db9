// System Settings → Accounting: connect or disconnect QuickBooks Online, the sync's state and "Sync now" (with history
// from a date), the accounts QuickBooks books to, and the records sent or failed with the reason and "Send again".
import { Alert, Box, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { QuickBooksAccountsInput, QuickBooksStatus } from '../../../common/schemas/accounting';
import { QUICKBOOKS_BILLED_ITEMS } from '../../../common/schemas/accounting';
import { SettingsCard } from '../../ui/settings/SettingsSection';
import { useCardTools } from './cardTools';
import { CustomerLinksCard } from './CustomerLinksCard';
import { DocNumbersCard } from './DocNumbersCard';
import { EmployeeLinksCard } from './EmployeeLinksCard';
import { RecordsCard } from './RecordsCard';
import type { LawnDeskDataProvider } from '../../dataProvider';

const STATUS_KEY = ['accounting', 'quickbooks'];
const INCOME_LABELS = {
  mow: 'app.accounting.accounts.income_mow',
  bnb: 'app.accounting.accounts.income_bnb',
  treatment: 'app.accounting.accounts.income_treatment',
  'call-log': 'app.accounting.accounts.income_call-log',
} as const;

export function AccountingPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const [params, setParams] = useSearchParams();
  const { data: status } = useQuery({ queryKey: STATUS_KEY, queryFn: () => dataProvider.getQuickBooks() });

  useEffect(() => {
    if (params.get('quickbooks') !== 'connected') return;
    notify('app.accounting.just_connected', { type: 'success' });
    setParams({}, { replace: true });
  }, [params, setParams, notify]);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, maxWidth: 1100 }}>
      <Title title={translate('app.page.accounting')} />
      <Typography variant="h5" component="h1">
        {translate('app.accounting.title')}
      </Typography>
      <Typography color="text.secondary">{translate('app.accounting.help')}</Typography>
      {status && <ConnectionCard status={status} />}
      {status?.connected && <SyncCard status={status} />}
      {status?.connected && <AccountsCard status={status} />}
      {status?.connected && <CustomerLinksCard status={status} />}
      {status?.connected && <EmployeeLinksCard />}
      {status?.connected && <DocNumbersCard />}
      {status?.realmId !== undefined && <RecordsCard />}
    </Box>
  );
}

function ConnectionCard({ status }: { status: QuickBooksStatus }) {
  const { translate, dataProvider, queryClient, reportError } = useCardTools();
  const connect = async () => {
    try {
      window.location.assign(await dataProvider.connectQuickBooks());
    } catch (error) {
      reportError(error);
    }
  };
  const disconnect = async () => {
    if (!window.confirm(translate('app.accounting.disconnect_confirm'))) return;
    try {
      await dataProvider.disconnectQuickBooks();
      await queryClient.invalidateQueries({ queryKey: STATUS_KEY });
    } catch (error) {
      reportError(error);
    }
  };
  return (
    <SettingsCard id="accounting-connection" title="app.accounting.connection">
      <Stack spacing={2}>
        {!status.configured && <Alert severity="info">{translate('app.accounting.not_configured')}</Alert>}
        {status.needsReconnect && <Alert severity="warning">{translate('app.accounting.reconnect')}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Typography sx={{ flex: 1 }}>
            {status.connected && !status.needsReconnect
              ? translate('app.accounting.connected', { realmId: status.realmId })
              : translate('app.accounting.not_connected')}
          </Typography>
          {(!status.connected || status.needsReconnect) && (
            <Button variant="contained" onClick={connect} disabled={!status.configured}>
              {translate(status.needsReconnect ? 'app.accounting.connect_again' : 'app.accounting.connect')}
            </Button>
          )}
          {status.connected && (
            <Button color="error" variant="outlined" onClick={disconnect}>
              {translate('app.accounting.disconnect')}
            </Button>
          )}
        </Stack>
      </Stack>
    </SettingsCard>
  );
}

function SyncCard({ status }: { status: QuickBooksStatus }) {
  const { translate, notify, format, dataProvider, queryClient, reportError } = useCardTools();
  const [since, setSince] = useState('');
  const [running, setRunning] = useState(false);
  const syncNow = async () => {
    setRunning(true);
    try {
      const state = await dataProvider.syncQuickBooks(since || undefined);
      queryClient.setQueryData(STATUS_KEY, state);
      await queryClient.invalidateQueries({ queryKey: ['accounting', 'records'] });
      notify('app.accounting.sync.done', { type: 'info', messageArgs: state.counts });
    } catch (error) {
      reportError(error);
    } finally {
      setRunning(false);
    }
  };
  return (
    <SettingsCard id="accounting-sync" title="app.accounting.sync.title">
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mb: 1 }} useFlexGap>
        <Chip label={`${translate('app.accounting.sync.sent')}: ${status.counts.sent}`} color="success" variant="outlined" />
        <Chip label={`${translate('app.accounting.sync.pending')}: ${status.counts.pending}`} variant="outlined" />
        <Chip
          label={`${translate('app.accounting.sync.failed')}: ${status.counts.failed}`}
          color={status.counts.failed ? 'error' : 'default'}
          variant="outlined"
        />
      </Stack>
      <Typography variant="body2">
        {status.lastSyncAt
          ? translate('app.accounting.sync.last_sync', { when: format.dateTime(status.lastSyncAt) })
          : translate('app.accounting.sync.never')}
      </Typography>
      {status.pushFrom && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.accounting.sync.push_from', { date: format.monthDay(status.pushFrom, true) })}
        </Typography>
      )}
      {status.lastErrorKey && !status.needsReconnect && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate(status.lastErrorKey)}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
        <TextField
          type="date"
          size="small"
          label={translate('app.accounting.sync.since')}
          value={since}
          onChange={(event) => setSince(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="contained" onClick={syncNow} disabled={running}>
          {translate('app.accounting.sync.now')}
        </Button>
      </Stack>
    </SettingsCard>
  );
}

function AccountsCard({ status }: { status: QuickBooksStatus }) {
  const { translate, notify, dataProvider, queryClient, reportError } = useCardTools();
  const { data: lists } = useQuery({ queryKey: ['accounting', 'accounts'], queryFn: () => dataProvider.getQuickBooksAccounts() });
  const [chosen, setChosen] = useState<QuickBooksAccountsInput>({
    income: status.accounts.income,
    depositAccountId: status.accounts.depositAccountId,
    feeAccountId: status.accounts.feeAccountId,
    customerDepositsAccountId: status.accounts.customerDepositsAccountId,
    paidTimeOffPayrollItemId: status.accounts.paidTimeOffPayrollItemId,
  });
  const save = async () => {
    try {
      queryClient.setQueryData(STATUS_KEY, await dataProvider.saveQuickBooksAccounts(chosen));
      await queryClient.invalidateQueries({ queryKey: ['accounting', 'records'] });
      notify('app.accounting.accounts.saved', { type: 'success' });
    } catch (error) {
      reportError(error);
    }
  };
  const select = (
    label: string,
    value: string | undefined,
    options: { id: string; name: string }[],
    onChange: (id: string | undefined) => void,
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      sx={{ minWidth: 240 }}
    >
      <MenuItem value="">{translate('app.accounting.accounts.default')}</MenuItem>
      {options.map((account) => (
        <MenuItem key={account.id} value={account.id}>
          {account.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <SettingsCard id="accounting-accounts" title="app.accounting.accounts.title" help="app.accounting.accounts.help">
      {lists?.autoApplyCredit && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('app.accounting.accounts.auto_apply_credit')}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {QUICKBOOKS_BILLED_ITEMS.map((item) =>
          select(translate(INCOME_LABELS[item]), chosen.income[item], lists?.income ?? [], (id) =>
            setChosen({ ...chosen, income: { ...chosen.income, [item]: id } }),
          ),
        )}
        {select(translate('app.accounting.accounts.deposit'), chosen.depositAccountId, lists?.deposit ?? [], (id) =>
          setChosen({ ...chosen, depositAccountId: id }),
        )}
        {select(translate('app.accounting.accounts.fee'), chosen.feeAccountId, lists?.fee ?? [], (id) =>
          setChosen({ ...chosen, feeAccountId: id }),
        )}
        {select(
          translate('app.accounting.accounts.customer_deposits'),
          chosen.customerDepositsAccountId,
          lists?.customerDeposits ?? [],
          (id) => setChosen({ ...chosen, customerDepositsAccountId: id }),
        )}
        <TextField
          size="small"
          label={translate('app.accounting.accounts.payroll_item')}
          helperText={translate('app.accounting.accounts.payroll_item_help')}
          value={chosen.paidTimeOffPayrollItemId ?? ''}
          onChange={(event) => setChosen({ ...chosen, paidTimeOffPayrollItemId: event.target.value.trim() || undefined })}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
          sx={{ minWidth: 240, maxWidth: 480 }}
        />
      </Stack>
      <Button variant="contained" sx={{ mt: 2 }} onClick={save}>
        {translate('app.accounting.accounts.save')}
      </Button>
    </SettingsCard>
  );
}
