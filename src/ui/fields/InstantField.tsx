// A record's instant (an ISO date-time) as the business's day (M/D/YYYY), or with `showTime` its date and time
// ('MM/dd/yyyy, h:mm a'): the formatting module's answer to react-admin's DateField, whose pattern follows the locale.
import { Typography } from '@mui/material';
import { useFieldValue, useTranslate } from 'react-admin';
import { useFormat } from '../format/useFormat';

export function InstantField({
  source,
  showTime = false,
  emptyText,
}: {
  source: string;
  showTime?: boolean;
  emptyText?: string;
  label?: string;
}) {
  const format = useFormat();
  const translate = useTranslate();
  const value = useFieldValue({ source });
  const text = showTime ? format.dateTime(value) : format.dayOf(value);
  return (
    <Typography component="span" variant="body2">
      {text || (emptyText ? translate(emptyText, { _: emptyText }) : '')}
    </Typography>
  );
}
