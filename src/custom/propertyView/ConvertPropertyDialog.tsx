// Convert Property: move this property, with everything recorded on it, to another customer, existing or new.
import { type FormEvent, useEffect, useState } from 'react';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import {
  Autocomplete,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  type Theme,
  ToggleButton,
  ToggleButtonGroup,
  useMediaQuery,
} from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { convertPropertyInput } from '../../../common/schemas/customer';
import { formatPhone } from '../../../common/schemas/profile';
import { NewCustomerConvertForm } from './NewCustomerConvertForm';
import type { CustomerRecord } from '../../../common/schemas/customerRecord';
import type { ConvertTarget, PropertyRecord } from '../../dataProvider/propertyTypes';
import { usePropertyViewProvider, usePropertyWrite } from './usePropertyView';

const SEARCH_DELAY_MS = 300;
const TARGETS = ['existing', 'new'] as const;
type Target = (typeof TARGETS)[number];
type CustomerOption = CustomerRecord & { id: string };

function useDelayed<T>(value: T) {
  const [delayed, setDelayed] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDelayed(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return delayed;
}

const customerLabel = (customer: CustomerOption) => `${customer.name.first} ${customer.name.last}`;

interface ExistingCustomerChoiceProps {
  /** The dialog's convert button, outside the form, submits it by this id. */
  id: string;
  property: PropertyRecord;
  onConvert: (target: ConvertTarget) => void;
}

function ExistingCustomerChoice({ id, property, onConvert }: ExistingCustomerChoiceProps) {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<CustomerOption | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const q = useDelayed(search.trim());
  const { data = [], isFetching } = useGetList<CustomerOption>('customers', {
    filter: q ? { q } : {},
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'name', order: 'ASC' },
  });
  const options = data.filter((customer) => customer._id !== property.customer._id);
  const parsed = convertPropertyInput.safeParse({ customerId: chosen?._id ?? '' });
  const error = submitted && !parsed.success ? parsed.error.issues[0].message : undefined;

  const convert = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (chosen && parsed.success) onConvert({ customerId: chosen._id });
  };
  return (
    <form id={id} onSubmit={convert} noValidate>
      <Autocomplete<CustomerOption>
        options={options}
        value={chosen}
        onChange={(_, value) => setChosen(value)}
        inputValue={search}
        onInputChange={(_, value) => setSearch(value)}
        filterOptions={(all) => all}
        getOptionLabel={customerLabel}
        isOptionEqualToValue={(option, value) => option._id === value._id}
        loading={isFetching}
        noOptionsText={translate('app.property_view.convert.no_customers')}
        renderOption={({ key, ...props }, customer) => (
          <li key={key} {...props}>
            {customerLabel(customer)}
            {customer.email && ` · ${customer.email}`}
            {customer.mobile && ` · ${formatPhone(customer.mobile)}`}
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('app.property_view.convert.customer')}
            error={Boolean(error)}
            helperText={error && translate(error, { _: error })}
          />
        )}
      />
    </form>
  );
}

function ConvertPropertyDialog({ property, onClose }: { property: PropertyRecord; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = usePropertyViewProvider();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [target, setTarget] = useState<Target>('existing');
  const convert = usePropertyWrite(
    (body: ConvertTarget) => dataProvider.convertProperty(property._id, body),
    translate('app.property_view.convert.done'),
    onClose,
  );
  const formId = `convert-property-${target}`;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={isPhone} aria-labelledby="convert-property-title">
      <DialogTitle id="convert-property-title">{translate('app.property_view.convert.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('app.property_view.convert.intro', { address: property.address })}</DialogContentText>
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          color="primary"
          value={target}
          onChange={(_, value: Target | null) => value && setTarget(value)}
          aria-label={translate('app.property_view.convert.target')}
          sx={{ mb: 2 }}
        >
          {TARGETS.map((value) => (
            <ToggleButton key={value} value={value}>
              {translate(`app.property_view.convert.targets.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {target === 'existing' ? (
          <ExistingCustomerChoice id={formId} property={property} onConvert={convert.mutate} />
        ) : (
          <NewCustomerConvertForm id={formId} onConvert={convert.mutateAsync} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          disabled={convert.isPending}
          startIcon={convert.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {translate('app.property_view.convert.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function ConvertPropertyButton({ property, disabled }: { property: PropertyRecord; disabled: boolean }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<SwapHorizIcon />} onClick={() => setOpen(true)} disabled={disabled}>
        {translate('app.property_view.convert.button')}
      </Button>
      {open && <ConvertPropertyDialog property={property} onClose={() => setOpen(false)} />}
    </>
  );
}
