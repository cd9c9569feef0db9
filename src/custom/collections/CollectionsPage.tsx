// Collections (/collections): failed payments still owed by age, this month's recovery, the properties held for unpaid
// charges (each released here) and the cards that expire next month, with a CSV export (docs/billing.md "Collections").
import { Alert, Box, Button, Card, CardContent, LinearProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useMoney } from '../../ui/billing/money';
import { useFormat } from '../../ui/format/useFormat';
import { billingKeys, useBillingProvider, useBillingWrite } from '../../ui/billing/useBilling';
import { saveFile } from '../../ui/saveFile';
import { propertyViewPath } from '../propertyView/paths';
import { collectionsCsv } from './collectionsCsv';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function CollectionsPage() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.billing.collections.${key}`, options);
  const money = useMoney();
  const format = useFormat();
  const dataProvider = useBillingProvider();
  const { data, isPending, error } = useQuery({ queryKey: billingKeys.collections(), queryFn: () => dataProvider.getCollections() });
  const release = useBillingWrite(
    (propertyId: string) => dataProvider.setVisitsHold(propertyId, { hold: false, reason: t('release_reason') }),
    'app.billing.collections.released',
  );
  const exportCsv = () =>
    data &&
    saveFile(new Blob([collectionsCsv(data, translate, money)], { type: 'text/csv;charset=utf-8' }), `collections-${data.today}.csv`);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.page.collections" />
      <CardContent>
        {isPending && <LinearProgress />}
        {error && <Alert severity="error">{translate('app.billing.load_failed')}</Alert>}
        {data && (
          <>
            <Stack direction="row" justifyContent="flex-end" sx={{ mb: 1 }}>
              <Button onClick={exportCsv}>{t('export')}</Button>
            </Stack>
            <Section title={t('outstanding')}>
              <Stack direction={{ xs: 'column', sm: 'row' }} gap={2}>
                {data.outstanding.map((row) => (
                  <Box key={row.bucket} sx={{ flex: 1 }}>
                    <Typography variant="caption" color="text.secondary">
                      {t(`buckets.${row.bucket}`)}
                    </Typography>
                    <Typography variant="h6">{t('count_amount', { count: row.count, amount: money(row.amountCents) })}</Typography>
                  </Box>
                ))}
              </Stack>
            </Section>
            <Section title={t('recovered')}>
              <Typography>
                {t('recovered_line', {
                  count: data.recovered.count,
                  amount: money(data.recovered.amountCents),
                  rate: `${(data.recovered.rate * 100).toFixed(1)} %`,
                  declined: data.recovered.declined,
                })}
              </Typography>
            </Section>
            <Section title={t('held')}>
              {data.held.length === 0 && <Typography color="text.secondary">{t('no_held')}</Typography>}
              <List disablePadding>
                {data.held.map((row) => (
                  <ListItem
                    key={row.propertyId}
                    divider
                    disableGutters
                    secondaryAction={
                      <Button size="small" disabled={release.isPending} onClick={() => release.mutate(row.propertyId)}>
                        {t('release')}
                      </Button>
                    }
                  >
                    <ListItemText
                      primary={<Link to={propertyViewPath(row.propertyId, 'billing')}>{`${row.customerName} · ${row.address}`}</Link>}
                      secondary={t('held_since', {
                        date: format.dayOf(row.visitsHeldAt),
                        reason: translate(row.visitsHoldReason ?? '', { _: row.visitsHoldReason ?? '' }),
                      })}
                      sx={{ pr: 12 }}
                    />
                  </ListItem>
                ))}
              </List>
            </Section>
            <Section title={t('expiring')}>
              {data.expiringCards.length === 0 && <Typography color="text.secondary">{t('no_expiring')}</Typography>}
              <List disablePadding>
                {data.expiringCards.map((card) => (
                  <ListItem key={card.cardId} divider disableGutters>
                    <ListItemText
                      primary={card.customerName}
                      secondary={t('card_line', { brand: card.brand, last4: card.last4, month: card.expiryMonth, year: card.expiryYear })}
                    />
                  </ListItem>
                ))}
              </List>
            </Section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
