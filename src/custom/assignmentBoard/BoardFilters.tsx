// The board's filters: the service date (the header's, shared), vendor, crew, status, service, market and a search.
import { useEffect, useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { WORK_LOG_TYPES } from '../../../common/schemas/service';
import { WORK_LOG_STATUSES } from '../../../common/schemas/workLog';
import { type CrewChoice, crewLabel, useWorkLogChoices, vendorChoices } from '../../ui/workLogs/useWorkLogChoices';

export const ALL = 'all';
/** The crew filter's value for work logs no crew has yet (the API's `crewId: 'none'`). */
export const UNASSIGNED = 'none';

export interface BoardFilterValues {
  vendor: string;
  crew: string;
  status: string;
  service: string;
  market: string;
  q: string;
}

export interface BoardFiltersProps {
  date: string;
  onDate: (date: string) => void;
  values: BoardFilterValues;
  onChange: (changes: Partial<BoardFilterValues>) => void;
  crews: CrewChoice[];
}

export function BoardFilters({ date, onDate, values, onChange, crews }: BoardFiltersProps) {
  const translate = useTranslate();
  const { markets } = useWorkLogChoices();
  const [search, setSearch] = useState(values.q);
  // The search waits for a pause in typing; an outside change (a deep link) replaces what was typed.
  useEffect(() => setSearch(values.q), [values.q]);
  useEffect(() => {
    if (search === values.q) return undefined;
    const timer = setTimeout(() => onChange({ q: search }), 400);
    return () => clearTimeout(timer);
  }, [search, values.q, onChange]);

  // A crew of another vendor (or the unassigned work) leaves the filter when a vendor is chosen.
  const changeOf = (key: keyof BoardFilterValues, value: string): Partial<BoardFilterValues> => {
    if (key !== 'vendor' || value === ALL || values.crew === ALL) return { [key]: value };
    return crews.some((crew) => crew._id === values.crew && crew.vendorId === value) ? { vendor: value } : { vendor: value, crew: ALL };
  };
  // Two filters a row on a phone, so the day's work starts within the first screen.
  const field = { size: 'small' as const, fullWidth: false, sx: { width: { xs: 'calc(50% - 6px)', sm: 170 }, m: 0 } };
  const select = (key: keyof BoardFilterValues, label: string, options: { id: string; name: string }[]) => (
    <TextField
      select
      label={translate(label)}
      value={values[key]}
      onChange={(event) => onChange(changeOf(key, event.target.value))}
      {...field}
    >
      <MenuItem value={ALL}>{translate('app.work_logs.board.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        type="date"
        label={translate('app.header.service_date')}
        value={date}
        onChange={(event) => event.target.value && onDate(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        {...field}
      />
      {select('vendor', 'app.work_logs.board.vendor', vendorChoices(crews))}
      {select('crew', 'app.work_logs.board.crew', [
        ...(values.vendor === ALL ? [{ id: UNASSIGNED, name: translate('app.work_logs.board.unassigned') }] : []),
        ...crews
          .filter((crew) => values.vendor === ALL || crew.vendorId === values.vendor)
          .map((crew) => ({ id: crew._id, name: crewLabel(crew) })),
      ])}
      {select(
        'status',
        'app.work_logs.board.status',
        WORK_LOG_STATUSES.map((status) => ({ id: status, name: translate(`app.work_logs.status.${status}`) })),
      )}
      {select(
        'service',
        'app.work_logs.board.service',
        WORK_LOG_TYPES.map((type) => ({ id: type, name: translate(`app.add_customer.service.${type}`) })),
      )}
      {select(
        'market',
        'app.work_logs.board.market',
        markets.map((market) => ({ id: market._id, name: market.name })),
      )}
      <TextField
        type="search"
        label={translate('app.work_logs.board.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        {...field}
        sx={{ ...field.sx, width: 'auto', flex: { xs: '1 1 100%', sm: '1 1 220px' } }}
      />
    </Stack>
  );
}
