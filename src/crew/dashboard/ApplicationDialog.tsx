// The application record a treatment stop asks for before it is completed (4 TAC §7.33): each of the round's products
// with its amount, the area, target pest, wind, temperature and start time; the crew member is the applicator. Each
// product's record is queued like any stop action (sent once, offline too); the server's refusals show beside the fields.
// Online, the wind and temperature start from the weather at the stop (a field the crew has typed in is left alone).
import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  MenuItem,
  Stack,
  TextField,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { HttpError, useTranslate } from 'react-admin';
import { calendarDay } from '../../../common/format';
import {
  type ApplicationBody,
  applicationInput,
  type CrewTreatments,
  type WeatherReading,
  WIND_DIRECTIONS,
} from '../../../common/schemas/treatment';
import type { ShownStop } from '../../ui/offline/crewDayOverlay';
import { useCrewActions } from '../../ui/offline/useCrewActions';
import { useFormat } from '../../ui/format/useFormat';
import { licenceNotice, type Notice, presetAmount, rateNotice, windNotice } from './applicationChecks';
import { ApplicationProductCard } from './ApplicationProductCard';
import {
  DECIMAL,
  fieldKeyOf,
  localDateTime,
  noValidate,
  numberOf,
  PRODUCT_FIELDS,
  type ProductField,
  productKey,
  SHARED_FIELDS,
  type SharedField,
  WORDS,
} from './applicationForm';
import { TOUCH_TARGET } from './CrewDayHeader';
import type { StopTreatment } from './useStopTreatment';
import { useStopWeather } from './useStopWeather';

interface ApplicationDialogProps {
  stop: ShownStop;
  treatment: StopTreatment;
  applicator: CrewTreatments['applicator'];
  onClose: () => void;
  /** Every product is recorded (sent or queued): the stop is completed next. */
  onRecorded: () => void;
}

export function ApplicationDialog({ stop, treatment, applicator, onClose, onRecorded }: ApplicationDialogProps) {
  const translate = useTranslate();
  const { number, time } = useFormat();
  /** A rate as the record states it, to four decimals. */
  const rateText = (value: number) => number(value, { maximumFractionDigits: 4 });
  const { submit, online } = useCrewActions();
  const weather = useStopWeather(stop._id, online);
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const lawn = treatment.lawnSqFt ?? 0;
  const [shared, setShared] = useState<Record<SharedField, string>>({
    areaSqFt: lawn ? String(lawn) : '',
    mixGallons: '',
    appliedByName: '',
    windMph: '',
    windDirection: '',
    temperatureF: '',
    startedAt: localDateTime(stop.startedAt ? new Date(stop.startedAt) : new Date()),
  });
  const [perProduct, setPerProduct] = useState<Record<string, Record<ProductField, string>>>(() =>
    Object.fromEntries(
      treatment.products.map((product) => [
        product.productId,
        {
          amount: lawn ? String(presetAmount(product.ratePer1000, lawn)) : '',
          targetPest: '',
          applicationMethod: treatment.applicationMethod ?? '',
        },
      ]),
    ),
  );
  const amounts = Object.fromEntries(Object.entries(perProduct).map(([id, fields]) => [id, fields.amount]));
  // The reading fills the weather fields still empty when it arrives, once: what the crew typed first stays. The record
  // carries the reading with the values it filled, and the server says which of them the crew kept (the weather source).
  const prefilled = useRef(false);
  const [prefill, setPrefill] = useState<ApplicationBody['weatherReading']>(undefined);
  useEffect(() => {
    if (weather.status !== 'read' || prefilled.current) return;
    prefilled.current = true;
    const { windMph, windDirection, temperatureF, source, station, observedAt } = weather.reading;
    setPrefill({
      source,
      station,
      observedAt,
      windMph: shared.windMph ? null : windMph,
      windDirection: shared.windDirection ? null : windDirection,
      temperatureF: shared.temperatureF ? null : temperatureF,
    });
    setShared((current) => ({
      ...current,
      windMph: current.windMph || String(windMph),
      windDirection: current.windDirection || (windDirection ?? ''),
      temperatureF: current.temperatureF || String(temperatureF),
    }));
  }, [weather, shared.windMph, shared.windDirection, shared.temperatureF]);
  const [recorded, setRecorded] = useState<ReadonlySet<string>>(() => new Set(treatment.recordedProductIds));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const say = (notice: Notice) =>
    translate(`${WORDS}${notice.key}`, {
      ...notice.params,
      ...(typeof notice.params.rate === 'number' && { rate: rateText(notice.params.rate) }),
      ...(notice.params.date && { date: calendarDay(notice.params.date) }),
    });
  /** A reading's wind as the caption says it: calm, or its speed and the point it blows from. */
  const windOf = ({ windMph, windDirection }: WeatherReading) =>
    windDirection === 'calm'
      ? translate(`${WORDS}directions.calm`)
      : translate(`${WORDS}weather_wind`, {
          mph: number(windMph),
          direction: windDirection ? translate(`${WORDS}directions.${windDirection}`).toLowerCase() : '',
        }).trim();
  const toRecord = treatment.products.filter((product) => !recorded.has(product.productId));
  const area = numberOf(shared.areaSqFt);
  const wind = numberOf(shared.windMph);
  const day = shared.startedAt.slice(0, 10);
  const notices = toRecord.map((product) => ({
    product,
    rate: rateNotice(product, numberOf(amounts[product.productId] ?? ''), area),
    wind: windNotice(product, wind),
    // A fertilizer is not a pesticide: no applicator licence is asked for it.
    licence: product.kind === 'fertilizer' ? null : licenceNotice(product, applicator, day),
  }));
  const all = notices.flatMap(({ rate, wind: windAbove, licence }) => [rate, windAbove, licence]).filter((notice) => notice !== null);
  // Where the state asks for lawn markers, the crew ticks that they are posted before the stop completes.
  const [flagsPosted, setFlagsPosted] = useState(false);
  const blocked = all.some((notice) => notice.severity === 'block') || (treatment.postFlags && !flagsPosted);
  const warned = all.some((notice) => notice.severity === 'warning');
  const windWarnings = notices.map((entry) => entry.wind).filter((notice) => notice !== null);

  const setField = (field: SharedField, value: string) => {
    setShared((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const bodyOf = (productId: string, productUnit: ApplicationBody['unit']): unknown => ({
    productId,
    amount: numberOf(amounts[productId] ?? ''),
    unit: productUnit,
    areaSqFt: area,
    targetPest: perProduct[productId]?.targetPest ?? '',
    applicationMethod: perProduct[productId]?.applicationMethod ?? '',
    mixGallons: shared.mixGallons.trim() === '' ? null : numberOf(shared.mixGallons),
    appliedByName: shared.appliedByName,
    windMph: wind,
    windDirection: shared.windDirection || undefined,
    temperatureF: numberOf(shared.temperatureF),
    startedAt: shared.startedAt ? new Date(shared.startedAt).toISOString() : '',
    ...(treatment.postFlags && { flagsPosted }),
    ...(prefill && { weatherReading: prefill }),
  });

  const record = async () => {
    setRefusal(null);
    // The schema the server checks the request with checks the form first: one message per field, in the same words.
    const problems: Record<string, string> = {};
    const bodies: { productId: string; body: ApplicationBody }[] = [];
    for (const product of toRecord) {
      const checked = applicationInput.safeParse(bodyOf(product.productId, product.unit));
      if (checked.success) bodies.push({ productId: product.productId, body: bodyOf(product.productId, product.unit) as ApplicationBody });
      else
        for (const issue of checked.error.issues) {
          const key = fieldKeyOf(product.productId, String(issue.path[0] ?? ''));
          problems[key] ??= issue.message;
        }
    }
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    let sending = '';
    try {
      for (const { productId, body } of bodies) {
        sending = productId;
        await submit({ kind: 'application', workLogId: stop._id, application: body, address: stop.address }, { refusalToCaller: true });
        setRecorded((current) => new Set([...current, productId]));
      }
      onRecorded();
    } catch (error) {
      const fields = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined)?.errors : undefined;
      if (fields && Object.keys(fields).length)
        setErrors(
          Object.fromEntries(Object.entries(fields).map(([field, message]) => [fieldKeyOf(sending, field.split('.')[0]), message])),
        );
      else setRefusal(error instanceof HttpError && error.message ? error.message : 'server.common.something_went_wrong');
    } finally {
      setBusy(false);
    }
  };

  // A message for no field the form shows (the product itself, its unit) is said below the fields.
  const placed = new Set<string>([
    ...SHARED_FIELDS,
    ...treatment.products.flatMap((product) => PRODUCT_FIELDS.map((field) => productKey(product.productId, field))),
  ]);
  const setProductField = (productId: string, field: ProductField, value: string) => {
    setPerProduct((current) => ({ ...current, [productId]: { ...current[productId], [field]: value } }));
    setErrors(({ [productKey(productId, field)]: _cleared, ...rest }) => rest);
  };
  const unplaced = Object.entries(errors).filter(([key]) => !placed.has(key));
  const shownError = (key: string) => (errors[key] ? translate(errors[key], { _: errors[key] }) : undefined);
  const sharedInput = (field: SharedField, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField
      fullWidth
      label={translate(`${WORDS}fields.${field}`)}
      value={shared[field]}
      onChange={(event) => setField(field, event.target.value)}
      error={Boolean(errors[field])}
      helperText={shownError(field) ?? extra.helperText}
      {...extra}
    />
  );

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
      component="form"
      {...noValidate}
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        if (!blocked) void record();
      }}
      aria-labelledby="application-title"
    >
      <DialogTitle id="application-title" sx={{ pb: 0.5 }}>
        {translate(`${WORDS}title`)}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[treatment.roundName, stop.address].filter(Boolean).join(' · ')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {applicator.licenceNo
            ? translate(`${WORDS}applicator`, { name: applicator.name, licence: applicator.licenceNo })
            : translate(`${WORDS}applicator_no_licence`, { name: applicator.name })}
        </Typography>
        <Stack spacing={2}>
          {treatment.products.map((product) => (
            <ApplicationProductCard
              key={product.productId}
              product={product}
              recorded={recorded.has(product.productId)}
              notices={notices.find((notice) => notice.product.productId === product.productId)}
              fields={perProduct[product.productId]}
              areaSqFt={area}
              errorOf={shownError}
              onChange={(field, value) => setProductField(product.productId, field, value)}
              say={say}
            />
          ))}
          {sharedInput('areaSqFt', { helperText: translate(`${WORDS}area_hint`), slotProps: DECIMAL })}
          {sharedInput('mixGallons', { helperText: translate(`${WORDS}mix_hint`), slotProps: DECIMAL })}
          {sharedInput('appliedByName', { helperText: translate(`${WORDS}applied_by_hint`) })}
          <Stack direction="row" spacing={1.5}>
            {sharedInput('windMph', { slotProps: DECIMAL })}
            {sharedInput('windDirection', {
              select: true,
              children: WIND_DIRECTIONS.map((direction) => (
                <MenuItem key={direction} value={direction} sx={TOUCH_TARGET}>
                  {translate(`${WORDS}directions.${direction}`)}
                </MenuItem>
              )),
            })}
          </Stack>
          {windWarnings.map((notice) => (
            <Alert key={String(notice.params.product)} severity="warning">
              {say(notice)}
            </Alert>
          ))}
          {sharedInput('temperatureF', { slotProps: DECIMAL })}
          <Typography variant="caption" color="text.secondary" data-testid="weather-source" sx={{ mt: '4px !important' }}>
            {weather.status === 'read'
              ? translate(`${WORDS}weather_${weather.reading.source}`, {
                  time: time(weather.reading.observedAt),
                  wind: windOf(weather.reading),
                  degrees: number(weather.reading.temperatureF),
                })
              : translate(`${WORDS}weather_${weather.status}`)}
          </Typography>
          {sharedInput('startedAt', { type: 'datetime-local', slotProps: { inputLabel: { shrink: true } } })}
          {treatment.postFlags && (
            <Box>
              <FormControlLabel
                control={<Checkbox checked={flagsPosted} onChange={(event) => setFlagsPosted(event.target.checked)} />}
                label={translate(`${WORDS}flags_posted`)}
                sx={{ minHeight: 48 }}
              />
              {!flagsPosted && <FormHelperText>{translate(`${WORDS}flags_required`)}</FormHelperText>}
            </Box>
          )}
          {refusal && <Alert severity="error">{translate(refusal, { _: refusal })}</Alert>}
          {unplaced.map(([key, message]) => (
            <Alert key={key} severity="error">
              {translate(message, { _: message })}
            </Alert>
          ))}
          {!blocked && warned && <Alert severity="warning">{translate(`${WORDS}warnings_read`)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions
        // A phone's long words (Spanish) wrap the buttons: each row then takes the whole width, not a lone button at its end.
        sx={{
          px: 3,
          pb: 2,
          flexWrap: 'wrap',
          gap: 1,
          '& > :not(style) ~ :not(style)': { ml: 0 },
          '& .MuiButton-root': { flex: { xs: '1 1 auto', sm: 'none' } },
        }}
      >
        <Button onClick={onClose} sx={TOUCH_TARGET}>
          {translate('ra.action.cancel')}
        </Button>
        <Button type="submit" variant="contained" color={warned ? 'warning' : 'success'} disabled={busy || blocked} sx={TOUCH_TARGET}>
          {translate(`${WORDS}${warned ? 'submit_anyway' : 'submit'}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
