// The sign-up page's instant price: as soon as the zip code and the lot size are filled in, the serving vendor's price
// for weekly and every-two-weeks mowing shows, asked again as they change. Choosing one sets the form's frequency, and
// the form carries the per-visit price shown (`quotedPriceCents`), which the server prices again on sign-up.
import { useEffect, useState } from 'react';
import { Alert, Box, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { type InstantPrice as Price, instantPriceQuery } from '../../../common/schemas/signup';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useFormat } from '../../ui/format/useFormat';

/** Typing pauses this long before the price is asked again. */
const SETTLE_MS = 400;
const t = (key: string) => `app.signup.price.${key}`;

export const instantPriceKey = (query: object) => ['instant-price', query] as const;

/** The zip code, lot size and city once typing has paused; undefined while they are not a whole query. */
function useSettledQuery() {
  const [zipcode, lotSize, city] = useWatch({ name: ['zipcode', 'lotSize', 'city'] }) as [string?, number?, string?];
  const parsed = instantPriceQuery.safeParse({ zipcode: zipcode ?? '', lotSize: lotSize ?? '', city: city || undefined });
  const current = parsed.success ? parsed.data : undefined;
  const [settled, setSettled] = useState(current);
  const key = JSON.stringify(current ?? null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(current), SETTLE_MS);
    return () => clearTimeout(timer);
    // The key stands for `current`, a new object each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { settled, isCurrent: JSON.stringify(settled ?? null) === key };
}

export function InstantPrice({ notice }: { notice?: string }) {
  const translate = useTranslate();
  const format = useFormat();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const { setValue } = useFormContext();
  const [serviceType, frequency] = useWatch({ name: ['serviceType', 'frequency'] }) as [string, number];
  const { settled, isCurrent } = useSettledQuery();
  const { data, isFetching } = useQuery({
    queryKey: instantPriceKey(settled ?? {}),
    queryFn: () => dataProvider.instantPrice(settled!),
    enabled: Boolean(settled),
    staleTime: 60_000,
    retry: false,
  });
  const shown = isCurrent && settled ? data : undefined;
  const chosen = shown?.options.find((option) => option.frequency === Number(frequency));
  const quoted = serviceType === 'mow' && chosen ? chosen.visitCents : null;

  // The form carries the price shown for the frequency chosen, and none while the inputs and the price disagree.
  useEffect(() => {
    setValue('quotedPriceCents', quoted, { shouldDirty: false });
  }, [quoted, setValue]);

  if (serviceType !== 'mow') return null;
  return (
    <Box component="section" aria-labelledby="instant-price-title" aria-live="polite" sx={{ mb: 2 }}>
      <Typography id="instant-price-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate(t('title'))}
      </Typography>
      {notice && (
        <Alert severity="warning" sx={{ my: 1 }}>
          {notice}
        </Alert>
      )}
      {!settled ? (
        <Typography color="text.secondary">{translate(t('hint'))}</Typography>
      ) : !shown ? (
        <Typography color="text.secondary">{isFetching || !isCurrent ? translate(t('loading')) : translate(t('hint'))}</Typography>
      ) : !shown.served ? (
        <Alert severity="info">{translate('server.signups.zip_code_not_served')}</Alert>
      ) : (
        <RadioGroup
          aria-label={translate(t('choose'))}
          value={chosen ? String(chosen.frequency) : ''}
          onChange={(event) => setValue('frequency', Number(event.target.value), { shouldDirty: true })}
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 1 }}
        >
          {shown.options.map((option) => (
            <PriceOption key={option.frequency} price={shown} option={option} selected={option === chosen} format={format} />
          ))}
        </RadioGroup>
      )}
    </Box>
  );
}

function PriceOption({
  price,
  option,
  selected,
  format,
}: {
  price: Price;
  option: Price['options'][number];
  selected: boolean;
  format: ReturnType<typeof useFormat>;
}) {
  const translate = useTranslate();
  const tax = !price.taxKnown
    ? translate(t('plus_tax'))
    : option.taxCents > 0
      ? translate(t('tax'), { tax: format.money(option.fourWeeksTaxCents), percent: format.number(price.taxPercent) })
      : translate(t('no_tax'));
  return (
    <FormControlLabel
      value={String(option.frequency)}
      control={<Radio />}
      sx={{
        m: 0,
        p: 1,
        pr: 2,
        alignItems: 'start',
        border: 1,
        borderRadius: 1,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? 'action.selected' : undefined,
      }}
      label={
        <Stack sx={{ pt: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{translate(t(`frequencies.${option.frequency}`))}</Typography>
          <Typography variant="h6" component="span">
            {translate(t('visit'), { price: format.money(option.visitCents) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(t('four_weeks'), { price: format.money(option.fourWeeksCents) })} · {tax}
          </Typography>
        </Stack>
      }
    />
  );
}
