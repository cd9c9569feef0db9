// Who changed the mail server or the payment gateway, when, and which fields (never their values): for settings_secrets.
import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useFormat } from '../../ui/format/useFormat';
import { useDataProvider, useTranslate } from 'react-admin';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { label, SETTINGS_QUERY_KEY } from '../../ui/settings/SettingsSection';

const ID = 'settings-secret-history';
const FIELD_LABELS: Record<string, string> = { username: 'gatewayUser', perUser: 'staffPerUser', windowMinutes: 'staffWindowMinutes' };
/** QuickBooks' accounts, named as the Accounting screen names them. */
const ACCOUNT_LABELS: Record<string, string> = {
  'income.mow': 'income_mow',
  'income.bnb': 'income_bnb',
  'income.treatment': 'income_treatment',
  'income.call-log': 'income_call-log',
  depositAccountId: 'deposit',
  feeAccountId: 'fee',
  customerDepositsAccountId: 'customer_deposits',
  paidTimeOffPayrollItemId: 'payroll_item',
};
const fieldLabel = (group: string, field: string) =>
  group === 'quickbooksAccounts' ? `app.accounting.accounts.${ACCOUNT_LABELS[field] ?? field}` : label(FIELD_LABELS[field] ?? field);

export function SecretSettingsHistory() {
  const translate = useTranslate();
  const format = useFormat();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const { data: changes } = useQuery({
    queryKey: [...SETTINGS_QUERY_KEY, 'history'],
    queryFn: () => dataProvider.getSecretSettingsHistory(),
  });
  return (
    <Card component="section" aria-labelledby={ID} variant="outlined" id={`${ID}-card`}>
      <CardContent>
        <Typography id={ID} variant="h6" component="h2" gutterBottom>
          {translate('app.settings.sections.secret_history')}
        </Typography>
        {changes && !changes.length && <Typography color="text.secondary">{translate('app.settings.secret_history_empty')}</Typography>}
        <List dense disablePadding>
          {changes?.map((change) => (
            <ListItem key={change._id} disableGutters divider>
              <ListItemText
                primary={translate(`app.settings.secret_history_group.${change.group}`, {
                  fields: change.fields.map((field) => translate(fieldLabel(change.group, field))).join(', '),
                })}
                secondary={`${format.dateTime(change.createdAt)} · ${change.user?.name ?? translate('app.settings.secret_history_unknown_user')}`}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
