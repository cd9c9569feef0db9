// A work log row's price, lot size, time cap and service as the board's lines and the assignment page show them.
import { useLocaleState, useTranslate } from 'react-admin';
import type { WorkLogRow } from '../../../common/schemas/workLogRecord';

const EMPTY = '—';

export function useRowFormat() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  const number = new Intl.NumberFormat(locale);
  return {
    price: (row: Pick<WorkLogRow, 'price'>) => money.format(row.price),
    lotSize: (row: Pick<WorkLogRow, 'lotSize'>) =>
      row.lotSize === null ? EMPTY : translate('app.work_logs.board.lot_size', { size: number.format(row.lotSize) }),
    timeCap: (row: Pick<WorkLogRow, 'timeCapHours'>) =>
      row.timeCapHours === null
        ? translate('app.work_logs.board.no_time_cap')
        : translate('app.work_logs.board.time_cap', { hours: number.format(row.timeCapHours) }),
    service: (row: Pick<WorkLogRow, 'serviceType'> & Partial<Pick<WorkLogRow, 'roundName'>>) =>
      [translate(`app.add_customer.service.${row.serviceType}`), row.roundName].filter(Boolean).join(' · '),
  };
}
