// A property chosen by typing a customer's name, address or zip (GET /properties with filter q).
import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { PropertyRow } from '../../../common/schemas/property';

export const propertyLabel = (property: PropertyRow) =>
  `${property.customer.name.first} ${property.customer.name.last} · ${property.address}, ${property.city} ${property.zipcode}`;

interface PropertyPickerProps {
  value: PropertyRow | null;
  onChange: (property: PropertyRow | null) => void;
  label: string;
  error?: string;
}

export function PropertyPicker({ value, onChange, label, error }: PropertyPickerProps) {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const { data = [], isPending } = useGetList<PropertyRow & { id: string }>(
    'properties',
    {
      filter: search.trim() ? { q: search.trim() } : {},
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'customerName', order: 'ASC' },
    },
    { placeholderData: (previous) => previous },
  );
  return (
    <Autocomplete
      options={data}
      value={value}
      loading={isPending}
      filterOptions={(options) => options}
      getOptionLabel={propertyLabel}
      isOptionEqualToValue={(option, selected) => option._id === selected._id}
      onInputChange={(_, text, reason) => reason === 'input' && setSearch(text)}
      onChange={(_, property) => onChange(property)}
      noOptionsText={translate('app.settings.no_properties')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error ?? translate('app.settings.property_help')}
          size="small"
        />
      )}
      sx={{ minWidth: { sm: 240 }, flex: 1 }}
    />
  );
}
