// Under a Lawn Service or Bush and Bed line of the quote editor: the expected minutes on site for the lot, and for an
// admin (the server sends labour only to those who see pay) the labour they cost and the margin of the price typed.
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type ExpectedService, marginPercent } from '../../../common/schemas/expectedTime';
import { useFormat } from '../../ui/format/useFormat';

export function QuoteLineExpectation({ expected, priceCents }: { expected: ExpectedService; priceCents: number }) {
  const translate = useTranslate();
  const format = useFormat();
  const margin = expected.laborCostCents === undefined ? null : marginPercent(priceCents, expected.laborCostCents);
  const parts = [translate('app.quotes.expected_minutes', { minutes: expected.minutes })];
  if (expected.laborCostCents !== undefined)
    parts.push(translate('app.quotes.expected_labour', { amount: format.money(expected.laborCostCents) }));
  if (margin !== null) parts.push(translate('app.quotes.expected_margin', { percent: margin }));
  return (
    <Typography
      variant="body2"
      color={margin !== null && margin < 0 ? 'error' : 'text.secondary'}
      data-testid="quote-line-expected"
      title={expected.source === 'rule' ? translate('app.quotes.expected_from_rule') : undefined}
      sx={{ pl: { sm: 1 }, mt: -1 }}
    >
      {parts.join(' · ')}
    </Typography>
  );
}
