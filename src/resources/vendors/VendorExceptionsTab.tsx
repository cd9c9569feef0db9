// Commission exception properties: a property picked by address with its own commission (0 to 100), listed and removable.
import { useEffect, useState } from 'react';
import { Autocomplete, Button, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDataProvider, useDelete, useGetList, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { Vendor } from '../../../common/schemas/vendor';
import { serverFieldErrors } from '../../ui/errors/fieldErrors';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';
import type { LawnDeskDataProvider } from '../../dataProvider';

import type { PropertyOption } from '../../../common/schemas/vendor';

export type { PropertyOption };

const SEARCH_DELAY_MS = 300;
const describe = (option: PropertyOption) => `${option.address}, ${option.city} ${option.zipcode}`;

function usePropertyOptions(vendorId: string, text: string) {
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const [options, setOptions] = useState<PropertyOption[]>([]);
  useEffect(() => {
    const timer = setTimeout(() => {
      dataProvider.getVendorPropertyOptions(vendorId, text).then(setOptions, () => setOptions([]));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dataProvider, vendorId, text]);
  return options;
}

function AddException({ vendorId, onAdded }: { vendorId: string; onAdded: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const toastError = useApiErrorToast();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const [text, setText] = useState('');
  const [property, setProperty] = useState<PropertyOption | null>(null);
  const [commission, setCommission] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const options = usePropertyOptions(vendorId, text);

  async function add() {
    try {
      await dataProvider.addVendorException(vendorId, { propertyId: property?._id ?? '', commission });
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      setErrors(fieldErrors ?? {});
      if (!fieldErrors) toastError(error);
      return;
    }
    setErrors({});
    setProperty(null);
    setCommission('');
    notify('app.vendors.exception_added', { type: 'success' });
    onAdded();
  }

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} gap={1} alignItems={{ sm: 'flex-start' }}>
      <Autocomplete
        sx={{ flex: 1, minWidth: 240 }}
        options={options}
        value={property}
        filterOptions={(all) => all}
        getOptionLabel={describe}
        isOptionEqualToValue={(option, value) => option._id === value._id}
        onInputChange={(_event, value) => setText(value)}
        onChange={(_event, value) => setProperty(value)}
        noOptionsText={translate('app.vendors.no_properties')}
        renderInput={(params) => (
          <TextField {...params} size="small" label={translate('app.vendors.property')} error={Boolean(errors.propertyId)} helperText={errors.propertyId ?? translate('app.vendors.property_helper')} />
        )}
      />
      <TextField
        size="small" type="number" label={translate('app.vendors.commission')} value={commission} sx={{ width: { sm: 160 } }}
        onChange={(event) => setCommission(event.target.value)} error={Boolean(errors.commission)} helperText={errors.commission ?? translate('resources.vendors.helper.commission')}
      />
      <Button variant="contained" onClick={add} sx={{ mt: { sm: 0.25 } }}>{translate('app.vendors.add_exception')}</Button>
    </Stack>
  );
}

export function VendorExceptionsTab() {
  const vendor = useRecordContext<Vendor & { id: string }>();
  const translate = useTranslate();
  const resource = `vendors/${vendor?.id}/property-exceptions`;
  const { data = [], refetch } = useGetList(resource, { pagination: { page: 1, perPage: 200 }, sort: { field: 'address', order: 'ASC' } }, { enabled: Boolean(vendor) });
  const [remove] = useDelete();
  if (!vendor) return null;

  return (
    <Stack gap={2}>
      <AddException vendorId={vendor.id} onAdded={() => refetch()} />
      {data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">{translate('app.vendors.no_exceptions')}</Typography>
      ) : (
        <Table size="small" aria-label={translate('app.vendors.tabs.exceptions')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.vendors.property')}</TableCell>
              <TableCell align="right">{translate('app.vendors.commission')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((exception) => (
              <TableRow key={exception.id}>
                <TableCell>{`${exception.address} · ${exception.zipcode}`}</TableCell>
                <TableCell align="right">{`${exception.commission}%`}</TableCell>
                <TableCell align="right">
                  <IconButton
                    aria-label={translate('app.vendors.remove_exception', { address: exception.address })}
                    onClick={() => remove(resource, { id: exception.id, previousData: exception }, { mutationMode: 'pessimistic', onSuccess: () => refetch() })}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
