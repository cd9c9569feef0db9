// A program's page: its rounds in order, each with its window, products and rates, price (and bands) and minutes.
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { EditButton, Show, useGetMany, useLocaleState, useShowContext, useTranslate } from 'react-admin';
import type { ProductRecord, ProgramRecord } from '../../../common/schemas/treatment';
import { useFormat } from '../../ui/format/useFormat';
import { monthDayLabel } from './roundFormat';

type Round = ProgramRecord['rounds'][number];
const t = (key: string) => `app.treatments.program.${key}`;

function RoundCard({ round, index, products }: { round: Round; index: number; products: ProductRecord[] }) {
  const translate = useTranslate();
  const format = useFormat();
  const [locale] = useLocaleState();
  const product = (id: string) => products.find((candidate) => candidate.id === id);
  const bands = [...round.priceBands].sort((a, b) => a.maxSqFt - b.maxSqFt);
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }} aria-label={round.name}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="baseline" flexWrap="wrap" useFlexGap justifyContent="space-between">
          <Typography variant="subtitle1" component="h3">
            {translate(t('round_title'), { number: index + 1, name: round.name })}
          </Typography>
          <Typography variant="subtitle1" component="p" color="primary">
            {bands.length ? translate(t('by_area')) : format.money(round.priceCents)}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate(t('window'), {
            start: monthDayLabel(round.windowStart, locale),
            end: monthDayLabel(round.windowEnd, locale),
            minutes: round.minutes,
          })}
        </Typography>
        {round.applicationMethod && (
          <Typography variant="body2" color="text.secondary">
            {translate(t('method'), { method: round.applicationMethod })}
          </Typography>
        )}
        <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
          {round.products.map((line) => {
            const known = product(line.productId);
            return (
              <Typography component="li" variant="body2" key={line.productId}>
                {translate(t('product_rate'), {
                  name: known?.name ?? '…',
                  rate: line.ratePer1000,
                  unit: known ? translate(`app.treatments.units.${known.unit}`) : '',
                })}
              </Typography>
            );
          })}
        </Box>
        {bands.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {bands
              // A lawn pays the first band that holds it; a larger one pays the last.
              .map((band, at) =>
                at > 0 && at === bands.length - 1
                  ? translate(t('band_last'), { sqft: bands[at - 1].maxSqFt.toLocaleString(locale), amount: format.money(band.priceCents) })
                  : translate(t('band'), { sqft: band.maxSqFt.toLocaleString(locale), amount: format.money(band.priceCents) }),
              )
              .join(' · ')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function ProgramRounds() {
  const translate = useTranslate();
  const { record } = useShowContext<ProgramRecord>();
  const ids = [...new Set((record?.rounds ?? []).flatMap((round) => round.products.map((line) => line.productId)))];
  const { data: products = [] } = useGetMany<ProductRecord>('products', { ids }, { enabled: ids.length > 0 });
  if (!record) return null;
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {record.name} · {translate(t('version'), { version: record.version })}
        </Typography>
        {/* Only the latest version is edited; an older one stays for the enrolments made on it. */}
        {record.replacedById ? (
          <Typography variant="body2" color="text.secondary">
            {translate(t('replaced'))}
          </Typography>
        ) : (
          <EditButton />
        )}
      </Stack>
      <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0, maxWidth: 760 }}>
        {record.rounds.map((round, index) => (
          <RoundCard key={round.windowStart} round={round} index={index} products={products} />
        ))}
      </Stack>
    </Box>
  );
}

export const ProgramShow = () => (
  <Show actions={false}>
    <ProgramRounds />
  </Show>
);
