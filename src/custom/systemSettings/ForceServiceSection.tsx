// The force-service list: properties served on a date whatever their schedule says; add one, remove one.
import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { zodResolver } from '@hookform/resolvers/zod';
import { Card, CardContent, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, SaveButton, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { Resolver } from 'react-hook-form';
import { forceServiceInput, type ForceServiceInput, type ForceServiceRecord } from '../../../common/schemas/forceService';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';
import { calendarDate } from '../../ui/fields/CalendarDateField';
import { PropertyInput } from '../../ui/fields/PropertyInput';
import { useFormSave } from '../../ui/forms/useFormSave';

const QUERY_KEY = ['settings', 'force-service'];
const addResolver = zodResolver(forceServiceInput) as unknown as Resolver;
const EMPTY = { propertyId: '', date: '' };

export function ForceServiceSection() {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useApiErrorToast();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  // A new key after each addition starts the form again, empty.
  const [formKey, setFormKey] = useState(0);
  const { data } = useQuery({
    queryKey: QUERY_KEY,
    queryFn: () => dataProvider.getForceServices(),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: QUERY_KEY });

  const { submit: add } = useFormSave(
    (input: ForceServiceInput) => dataProvider.addForceService(input),
    async () => {
      setFormKey((key) => key + 1);
      notify('app.settings.force_service.added', { type: 'success' });
      await refresh();
    },
  );

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
        <Typography id="settings-force-service" variant="h6" component="h2" gutterBottom>
          {translate('app.settings.sections.force_service')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.settings.force_service.help')}
        </Typography>
        <Form
          key={formKey}
          record={EMPTY}
          defaultValues={EMPTY}
          resolver={addResolver}
          onSubmit={add}
          noValidate
          disableInvalidFormNotification
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }} sx={{ mb: 2 }}>
            <PropertyInput source="propertyId" label={translate('app.settings.force_service.property')} />
            <TextInput
              source="date"
              type="date"
              size="small"
              label="app.settings.force_service.date"
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ flexShrink: 0, minWidth: 170, mt: 0 }}
            />
            <SaveButton variant="outlined" label="app.settings.force_service.add" alwaysEnable />
          </Stack>
        </Form>
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
                    <IconButton
                      size="small"
                      aria-label={translate('app.settings.force_service.remove', { address: record.address })}
                      onClick={() => remove(record)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {data && data.total > data.list.length && (
          <Typography variant="caption" color="text.secondary">
            {translate('app.settings.force_service.more', { shown: data.list.length, total: data.total })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
