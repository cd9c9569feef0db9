// Collections (/collections): failed payments still owed by age, this month's recovery, the properties held for unpaid
// charges (each released here) and the cards that expire next month, with a CSV export (docs/billing.md "Collections").
import { Alert, Box, Button, Card, CardContent, List, ListItem, ListItemText, Pagination, Stack, Typography } from '@mui/material';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { COLLECTIONS_PER_PAGE } from '../../../common/schemas/collections';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useMoney } from '../../ui/billing/money';
import { useFormat } from '../../ui/format/useFormat';
import { billingKeys, useBillingProvider, useBillingWrite } from '../../ui/billing/useBilling';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';
import { saveFile } from '../../ui/saveFile';
import { CSV_BOM } from '../../../common/csv';
import { propertyViewPath } from '../propertyView/paths';
import { collectionsCsv } from './collectionsCsv';
import { everyRow } from './everyRow';
import { LoadingBar } from '../../ui/LoadingBar';

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

/** A list's page numbers, shown when it has more than one page. */
function Pages({ label, total, page, onChange }: { label: string; total: number; page: number; onChange: (page: number) => void }) {
  const translate = useTranslate();
  const count = Math.ceil(total / COLLECTIONS_PER_PAGE);
  if (count <= 1) return null;
  return (
    <Pagination
      aria-label={label}
      count={count}
      page={page}
      onChange={(_, next) => onChange(next)}
      siblingCount={0}
      sx={{ mt: 1, display: 'flex', justifyContent: 'flex-end' }}
      getItemAriaLabel={(type, item, selected) =>
        type === 'page'
          ? translate(selected ? 'ra.navigation.current_page' : 'ra.navigation.page', { page: item })
          : translate(`ra.navigation.${type}`)
      }
    />
  );
}

export function CollectionsPage() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.billing.collections.${key}`, options);
  const money = useMoney();
  const format = useFormat();
  const dataProvider = useBillingProvider();
  const [pages, setPages] = useState({ heldPage: 1, expiringPage: 1 });
  const { data, isPending, error } = useQuery({
    queryKey: billingKeys.collections(pages),
    queryFn: () => dataProvider.getCollections(pages),
    placeholderData: keepPreviousData,
  });
  const release = useBillingWrite(
    (propertyId: string) => dataProvider.setVisitsHold(propertyId, { hold: false, reason: t('release_reason') }),
    'app.billing.collections.released',
  );
  const reportError = useApiErrorToast();
  const exportCsv = useMutation({
    mutationFn: async () => {
      const summary = await everyRow((query) => dataProvider.getCollections(query));
      const csv = collectionsCsv(summary, translate, money);
      saveFile(new Blob([CSV_BOM, csv], { type: 'text/csv;charset=utf-8' }), `collections-${summary.today}.csv`);
    },
    onError: reportError,
  });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.page.collections" />
      <CardContent>
        {isPending && <LoadingBar />}
        {error && <Alert severity="error">{translate('app.billing.load_failed')}</Alert>}
        {data && (
          <>
            <Stack direction="row" justifyContent="flex-end" sx={{ mb: 1 }}>
              <Button disabled={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
                {t('export')}
              </Button>
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
              <Pages
                label={t('held')}
                total={data.heldTotal}
                page={pages.heldPage}
                onChange={(heldPage) => setPages({ ...pages, heldPage })}
              />
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
              <Pages
                label={t('expiring')}
                total={data.expiringTotal}
                page={pages.expiringPage}
                onChange={(expiringPage) => setPages({ ...pages, expiringPage })}
              />
            </Section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
