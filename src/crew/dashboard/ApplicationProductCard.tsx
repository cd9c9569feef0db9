// One product of a treatment stop's application record: its label, rate and restrictions, the amount applied with the
// rate it makes, the pest and method, and the notices (rate, licence) the crew reads before it records.
import { Alert, Box, Chip, InputAdornment, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../ui/format/useFormat';
import { type Notice, ratePer1000 } from './applicationChecks';
import { DECIMAL, numberOf, type ProductField, productKey, WORDS } from './applicationForm';
import type { StopTreatment } from './useStopTreatment';

interface ApplicationProductCardProps {
  product: StopTreatment['products'][number];
  /** Its record was sent or queued: only its name and the chip are shown. */
  recorded: boolean;
  notices: { rate: Notice | null; licence: Notice | null } | undefined;
  fields: Record<ProductField, string> | undefined;
  areaSqFt: number;
  /** The message shown under a field, by its key (`productId.field`). */
  errorOf: (key: string) => string | undefined;
  onChange: (field: ProductField, value: string) => void;
  say: (notice: Notice) => string;
}

export function ApplicationProductCard({
  product,
  recorded: done,
  notices,
  fields,
  areaSqFt: area,
  errorOf,
  onChange,
  say,
}: ApplicationProductCardProps) {
  const translate = useTranslate();
  const { number } = useFormat();
  const rateText = (value: number) => number(value, { maximumFractionDigits: 4 });
  const unit = (value: string) => translate(`app.treatments.units.${value}`);
  const amount = numberOf(fields?.amount ?? '');
  const key = productKey(product.productId, 'amount');
  const label = [
    translate(`${WORDS}label_rate`, {
      min: number(product.rateMinPer1000),
      max: number(product.rateMaxPer1000),
      unit: unit(product.unit),
    }),
    product.windLimitMph !== null && translate(`${WORDS}label_wind`, { mph: number(product.windLimitMph) }),
    product.restrictedUse && translate(`${WORDS}restricted`),
  ]
    .filter(Boolean)
    .join(' · ');
  const textField = (field: Exclude<ProductField, 'amount'>) => (
    <TextField
      fullWidth
      sx={{ mt: 1.5 }}
      label={translate(`${WORDS}fields.${field}`)}
      value={fields?.[field] ?? ''}
      onChange={(event) => onChange(field, event.target.value)}
      error={Boolean(errorOf(productKey(product.productId, field)))}
      helperText={errorOf(productKey(product.productId, field))}
    />
  );
  return (
    <Paper
      variant="outlined"
      // On the dialog's own surface: a paper's darker fill would set the product apart as a hole in the dark theme.
      sx={{ p: 1.5, bgcolor: 'transparent' }}
      role="group"
      aria-label={product.name}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {product.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {product.epaRegNo ? translate(`${WORDS}epa`, { number: product.epaRegNo }) : translate('app.treatments.not_a_pesticide')}
          </Typography>
        </Box>
        {done && <Chip size="small" color="success" label={translate(`${WORDS}recorded`)} />}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: done ? 0 : 1.5 }}>
        {label}
      </Typography>
      {!done && (
        <TextField
          fullWidth
          label={translate(`${WORDS}fields.amount`)}
          value={fields?.amount ?? ''}
          onChange={(event) => onChange('amount', event.target.value)}
          error={Boolean(errorOf(key))}
          helperText={
            errorOf(key) ??
            (amount > 0 && area > 0
              ? translate(`${WORDS}rate`, { rate: rateText(ratePer1000(amount, area)), unit: unit(product.unit) })
              : translate(`${WORDS}round_rate`, { rate: rateText(product.ratePer1000), unit: unit(product.unit) }))
          }
          slotProps={{
            ...DECIMAL,
            input: { endAdornment: <InputAdornment position="end">{unit(product.unit)}</InputAdornment> },
          }}
        />
      )}
      {!done && textField('targetPest')}
      {!done && textField('applicationMethod')}
      {[notices?.rate, notices?.licence]
        .filter((notice) => notice != null)
        .map((notice) => (
          <Alert key={notice.key} severity={notice.severity === 'block' ? 'error' : 'warning'} sx={{ mt: 1 }}>
            {say(notice)}
          </Alert>
        ))}
    </Paper>
  );
}
