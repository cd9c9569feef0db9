// The collections screen as a CSV file: one line per figure, in the reader's language. Pure.
import type { CollectionsSummary } from '../../../common/schemas/collections';

type Translate = (key: string, options?: object) => string;

const cell = (value: string | number) => {
  const text = String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export function collectionsCsv(summary: CollectionsSummary, translate: Translate, money: (cents: number) => string): string {
  const t = (key: string, options?: object) => translate(`app.billing.collections.${key}`, options);
  const lines: (string | number)[][] = [[t('csv.section'), t('csv.label'), t('csv.count'), t('csv.amount'), t('csv.detail')]];
  for (const row of summary.outstanding) lines.push([t('outstanding'), t(`buckets.${row.bucket}`), row.count, money(row.amountCents), '']);
  const { recovered } = summary;
  lines.push([t('recovered'), `${(recovered.rate * 100).toFixed(1)} %`, recovered.count, money(recovered.amountCents), recovered.declined]);
  for (const row of summary.held)
    lines.push([
      t('held'),
      row.customerName,
      '',
      '',
      `${row.address}: ${translate(row.visitsHoldReason ?? '', { _: row.visitsHoldReason ?? '' })}`,
    ]);
  for (const card of summary.expiringCards)
    lines.push([
      t('expiring'),
      card.customerName,
      '',
      '',
      t('card_line', { brand: card.brand, last4: card.last4, month: card.expiryMonth, year: card.expiryYear }),
    ]);
  return `${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}
