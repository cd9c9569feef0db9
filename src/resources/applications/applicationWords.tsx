// How an application record reads in a list or on its page: when, the amount, the area, where its weather came from,
// and its correction marks.
import { Chip, Stack, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ApplicationRecord } from '../../../common/schemas/treatment';
import { useFormat } from '../../ui/format/useFormat';

export function useApplicationWords() {
  const translate = useTranslate();
  const format = useFormat();
  // The app's numbers are US ones in either language (es-US): 8,500 sq ft, 3.4 oz.
  const number = (value: number) => format.number(value, { maximumFractionDigits: 3 });
  const unit = (record: ApplicationRecord) => translate(`app.treatments.units.${record.unit}`);
  return {
    /** The business's day and clock of the start, "5/6/2032 9:00 AM". */
    when: (record: ApplicationRecord) => `${format.dayOf(record.startedAt)} ${format.time(record.startedAt)}`,
    day: (record: ApplicationRecord) => format.dayOf(record.startedAt),
    time: (record: ApplicationRecord) => format.time(record.startedAt),
    amount: (record: ApplicationRecord) =>
      translate('app.treatments.product.amount', { amount: number(record.amount), unit: unit(record) }),
    rate: (record: ApplicationRecord) =>
      translate('app.treatments.applications.rate', { rate: number(record.ratePer1000), unit: unit(record) }),
    area: (record: ApplicationRecord) => translate('app.treatments.applications.area', { area: number(record.areaSqFt) }),
    /** The reading the wind and temperature came from (with the values typed over it), typed, or not kept. */
    weatherSource: ({ weatherSource }: ApplicationRecord) => {
      const words = (key: string, params?: object) => translate(`app.treatments.applications.weather_source.${key}`, params);
      if (!weatherSource) return words('unknown');
      if (weatherSource.source === 'typed' || !weatherSource.observedAt) return words('typed');
      const observed = weatherSource.observedAt;
      const reading = words(weatherSource.station ? 'reading' : 'reading_no_station', {
        source: words(weatherSource.source),
        station: weatherSource.station,
        date: `${format.dayOf(observed)} ${format.time(observed)}`,
      });
      if (!weatherSource.typed.length) return reading;
      return `${reading}; ${words('typed_over', { values: weatherSource.typed.map((field) => words(field)).join(', ') })}`;
    },
  };
}

/** "Corrected" on a record a newer one corrects, "Correction" on one that corrects an earlier record. */
export function CorrectionMarks({ record }: { record: ApplicationRecord }) {
  const translate = useTranslate();
  const marks: { key: string; color: 'warning' | 'info' }[] = [];
  if (record.supersededById) marks.push({ key: 'corrected', color: 'warning' });
  if (record.correctsId) marks.push({ key: 'correction', color: 'info' });
  if (!marks.length) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {marks.map((mark) => (
        <Tooltip key={mark.key} title={translate(`app.treatments.applications.${mark.key}_hint`)}>
          <Chip size="small" variant="outlined" color={mark.color} label={translate(`app.treatments.applications.${mark.key}`)} />
        </Tooltip>
      ))}
    </Stack>
  );
}
