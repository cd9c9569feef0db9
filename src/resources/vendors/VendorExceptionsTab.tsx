// Commission exception properties: a property picked by address with its own commission (0 to 100), listed and removable.
import { useEffect, useState } from 'react';
import { Autocomplete, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Form,
  SaveButton,
  TextInput,
  useDataProvider,
  useDelete,
  useGetList,
  useInput,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { Vendor } from '../../../common/schemas/vendor';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useFormSave } from '../../ui/forms/useFormSave';

import type { PropertyOption } from '../../../common/schemas/vendor';

const SEARCH_DELAY_MS = 300;
const EMPTY_EXCEPTION = { propertyId: '', commission: '' };
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

/** The property picked by address, held in the form as its id so the server's `propertyId` message shows under it. */
function ExceptionPropertyInput({ vendorId }: { vendorId: string }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'propertyId', defaultValue: '' });
  const [text, setText] = useState('');
  const [property, setProperty] = useState<PropertyOption | null>(null);
  const options = usePropertyOptions(vendorId, text);
  const message = fieldState.error?.message;
  return (
    <Autocomplete
      sx={{ flex: 1, minWidth: 240 }}
      options={options}
      value={field.value ? property : null}
      filterOptions={(all) => all}
      getOptionLabel={describe}
      isOptionEqualToValue={(option, value) => option._id === value._id}
      onInputChange={(_event, value) => setText(value)}
      onChange={(_event, value) => {
        setProperty(value);
        field.onChange(value?._id ?? '');
      }}
      noOptionsText={translate('app.vendors.no_properties')}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={translate('app.vendors.property')}
          error={Boolean(message)}
          helperText={message ? translate(message, { _: message }) : translate('app.vendors.property_helper')}
        />
      )}
    />
  );
}

function AddException({ vendorId, onAdded }: { vendorId: string; onAdded: () => void }) {
  const notify = useNotify();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  // A new key after each addition starts the form again, empty.
  const [formKey, setFormKey] = useState(0);
  const { submit } = useFormSave(
    (input: { propertyId: string; commission: string }) => dataProvider.addVendorException(vendorId, input),
    () => {
      setFormKey((key) => key + 1);
      notify('app.vendors.exception_added', { type: 'success' });
      onAdded();
    },
  );

  return (
    <Form key={formKey} record={EMPTY_EXCEPTION} defaultValues={EMPTY_EXCEPTION} onSubmit={submit} noValidate>
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={1} alignItems={{ sm: 'flex-start' }}>
        <ExceptionPropertyInput vendorId={vendorId} />
        <TextInput
          source="commission"
          type="number"
          size="small"
          label="app.vendors.commission"
          helperText="resources.vendors.helper.commission"
          sx={{ width: { sm: 160 }, mt: 0 }}
        />
        <SaveButton label="app.vendors.add_exception" icon={<AddIcon />} alwaysEnable sx={{ mt: { sm: 0.25 } }} />
      </Stack>
    </Form>
  );
}

export function VendorExceptionsTab() {
  const vendor = useRecordContext<Vendor & { id: string }>();
  const translate = useTranslate();
  const resource = `vendors/${vendor?.id}/property-exceptions`;
  const { data = [], refetch } = useGetList(
    resource,
    { pagination: { page: 1, perPage: 200 }, sort: { field: 'address', order: 'ASC' } },
    { enabled: Boolean(vendor) },
  );
  const [remove] = useDelete();
  if (!vendor) return null;

  return (
    <Stack gap={2}>
      <AddException vendorId={vendor.id} onAdded={() => refetch()} />
      {data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.vendors.no_exceptions')}
        </Typography>
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
                    onClick={() =>
                      remove(
                        resource,
                        { id: exception.id, previousData: exception },
                        { mutationMode: 'pessimistic', onSuccess: () => refetch() },
                      )
                    }
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
