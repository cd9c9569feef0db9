// The filters a report takes, kept in the page's address so a link carries them; dates default to the header's
// service week.
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { REPORT_GROUPINGS, REPORT_PERIODS, REPORT_SHAPES, type ReportChoices, type ReportKey } from '../../../common/schemas/report';
import { WORK_LOG_TYPES } from '../../../common/schemas/service';
import { statusLabels } from './reportFormat';

export type FilterValues = Record<string, string>;

interface Props {
  report: ReportKey;
  values: FilterValues;
  choices?: ReportChoices;
  serviceWeek: { from: string; to: string };
  onChange: (changes: FilterValues) => void;
}

const FIELD_SX = { width: { xs: '100%', sm: 200 } };

export function ReportFilters({ report, values, choices, serviceWeek, onChange }: Props) {
  const translate = useTranslate();
  const { filters, statuses } = REPORT_SHAPES[report];
  const select = (name: string, options: { id: string; name: string }[], withAll = true) => (
    <TextField
      select
      size="small"
      label={translate(`app.reports.filters.${name}`)}
      value={values[name] ?? ''}
      onChange={(event) => onChange({ [name]: event.target.value })}
      sx={FIELD_SX}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      {withAll && <MenuItem value="">{translate('app.reports.filters.all')}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
  const crews = (choices?.crews ?? []).filter((crew) => !values.vendorId || crew.vendorId === values.vendorId);
  const named = (ids: readonly string[], label: (id: string) => string) => ids.map((id) => ({ id, name: label(id) }));
  return (
    <Stack direction="row" flexWrap="wrap" useFlexGap gap={2} alignItems="center">
      {filters.includes('dates') && (
        <>
          {(['dateFrom', 'dateTo'] as const).map((name) => (
            <TextField
              key={name}
              type="date"
              size="small"
              label={translate(`app.reports.filters.${name}`)}
              value={values[name] ?? ''}
              onChange={(event) => onChange({ [name]: event.target.value })}
              sx={FIELD_SX}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ))}
          <Button size="small" onClick={() => onChange({ dateFrom: serviceWeek.from, dateTo: serviceWeek.to })}>
            {translate('app.reports.filters.service_week')}
          </Button>
        </>
      )}
      {filters.includes('groupBy') &&
        select(
          'groupBy',
          REPORT_GROUPINGS.map((id) => ({ id, name: translate(`server.reports.groups.${id}`) })),
          false,
        )}
      {filters.includes('period') &&
        select(
          'period',
          named(REPORT_PERIODS, (id) => translate(`app.reports.periods.${id}`)),
          false,
        )}
      {filters.includes('market') && (choices?.markets.length ?? 0) > 0 && select('marketId', choices?.markets ?? [])}
      {filters.includes('vendor') && (choices?.vendors.length ?? 0) > 1 && select('vendorId', choices?.vendors ?? [])}
      {filters.includes('crew') && select('crewId', crews)}
      {filters.includes('serviceType') &&
        select(
          'serviceType',
          named(WORK_LOG_TYPES, (id) => translate(`app.reports.service_types.${id}`)),
        )}
      {filters.includes('status') &&
        statuses &&
        select(
          'status',
          named(statuses, (id) => translate(`${statusLabels(report)}.${id}`, { _: id })),
        )}
    </Stack>
  );
}
