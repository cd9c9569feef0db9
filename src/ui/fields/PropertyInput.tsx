// PropertyPicker as a react-admin input: the form holds the property's id, and its field message (the schema's or the
// server's) shows under the picker.
import { useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import type { PropertyRow } from '../../../common/schemas/property';
import { PropertyPicker } from './PropertyPicker';

export function PropertyInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source, defaultValue: '' });
  const [property, setProperty] = useState<PropertyRow | null>(null);
  const message = fieldState.error?.message;
  return (
    <PropertyPicker
      value={field.value ? property : null}
      onChange={(chosen) => {
        setProperty(chosen);
        field.onChange(chosen?._id ?? '');
      }}
      label={label}
      error={message ? translate(message, { _: message }) : undefined}
    />
  );
}
