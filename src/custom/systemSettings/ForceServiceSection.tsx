// The force-service list: properties served on a date whatever their schedule says; add one, remove one.
import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button, Card, CardContent, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { forceServiceInput, type ForceServiceRecord } from '../../../common/schemas/forceService';
import type { PropertyRow } from '../../../common/schemas/property';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { serverFieldErrors } from '../../ui/errors/fieldErrors';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';
import { calendarDate } from '../../ui/fields/CalendarDateField';
import { PropertyPicker } from '../../ui/fields/PropertyPicker';

const QUERY_KEY = ['settings', 'force-service'];

export function ForceServiceSection() {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useApiErrorToast();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const [property, setProperty] = useState<PropertyRow | null>(null);
  const [date, setDate] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { data } = useQuery({
    queryKey: QUERY_KEY,
    queryFn: () => dataProvider.getForceServices(),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: QUERY_KEY });
  const errorOf = (field: string) => (errors[field] ? translate(errors[field], { _: errors[field] }) : undefined);

  const add = async () => {
    const parsed = forceServiceInput.safeParse({ propertyId: property?._id ?? '', date });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    try {
      await dataProvider.addForceService(parsed.data);
      setProperty(null);
      setDate('');
      notify('app.settings.force_service.added', { type: 'success' });
      await refresh();
    } catch (error) {
      setErrors(serverFieldErrors(error) ?? {});
      reportError(error);
    }
  };

  const remove = async (record: ForceServiceRecord) => {
    try {
      await dataProvider.removeForceService(record._id);
      notify('app.settings.force_service.removed', { type: 'success' });
      await refresh();
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <Card component="section" aria-labelledby="settings-force-service" variant="outlined">
      <CardContent>
        <Typography id="settings-force-service" variant="h6" component="h2" gutterBottom>{translate('app.settings.sections.force_service')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('app.settings.force_service.help')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }} sx={{ mb: 2 }}>
          <PropertyPicker value={property} onChange={setProperty} label={translate('app.settings.force_service.property')} error={errorOf('propertyId')} />
          <TextField
            type="date"
            size="small"
            label={translate('app.settings.force_service.date')}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            error={Boolean(errors.date)}
            helperText={errorOf('date') ?? ' '}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flexShrink: 0, minWidth: 170 }}
          />
          <Button variant="outlined" onClick={add}>{translate('app.settings.force_service.add')}</Button>
        </Stack>
        {data && data.list.length === 0 && <Typography variant="body2">{translate('app.settings.force_service.empty')}</Typography>}
        {data && data.list.length > 0 && (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.settings.force_service.date')}</TableCell>
                <TableCell>{translate('app.settings.force_service.property')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.list.map((record) => (
                <TableRow key={record._id}>
                  <TableCell>{calendarDate(record.date)}</TableCell>
                  <TableCell>{`${record.address}, ${record.city} ${record.zipcode}`}</TableCell>
                  <TableCell align="right">
                    <IconButton size="small" aria-label={translate('app.settings.force_service.remove', { address: record.address })} onClick={() => remove(record)}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {data && data.total > data.list.length && (
          <Typography variant="caption" color="text.secondary">{translate('app.settings.force_service.more', { shown: data.list.length, total: data.total })}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
