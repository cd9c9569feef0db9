// The statement's default period: the current month up to today.
import { format, startOfMonth } from 'date-fns';

export function currentMonth(today = new Date()) {
  return { from: format(startOfMonth(today), 'yyyy-MM-dd'), to: format(today, 'yyyy-MM-dd') };
}
