// A history change's value as a person reads it: names for ids, labels for codes, M/D/YYYY for dates.
import type { TranslateFunction } from 'react-admin';
import type { HistoryEntry } from '../../../common/schemas/activityRecord';
import { callLogCodeLabel } from './callLogCodes';
import type { Format } from '../../../common/format';

const EMPTY = '—';
const MONEY_FIELDS = new Set(['price', 'amount', 'houseValue', 'mowPrice']);
/** Where a kind of record's fields are labelled, before the property view's labels. */
const ENTITY_FIELD_LABELS: Record<string, string> = {
  payment: 'app.billing.fields',
  'work-log': 'app.work_logs.fields',
  'crew-note': 'app.work_logs.fields',
};
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const SERVER_KEY = /^server\.[a-z0-9_.]+$/;

/** The catalog prefix labelling a field's coded values; `status` depends on what changed. */
const LABELS: Record<string, string> = {
  priority: 'app.property_view.priority.',
  lotSizeCategory: 'app.property_view.lot_size_category.',
  source: 'app.source.',
  pastCustomerType: 'app.status.',
  type: 'app.property_view.service.types.',
  serviceType: 'app.property_view.service.types.',
  frequency: 'app.property_view.service.frequencies.',
  frontBack: 'app.property_view.service.front_back.',
  item: 'app.property_view.service.types.',
  mowDay: 'app.property_view.weekdays.',
  declineClass: 'app.billing.decline_classes.',
  photo: 'app.work_logs.photos.kinds.',
};

const STATUS_LABELS: Record<string, string> = {
  customer: 'app.status.',
  property: 'app.status.',
  service: 'app.property_view.service.statuses.',
  payment: 'app.billing.statuses.',
  'work-log': 'app.work_logs.status.',
};

function labelPrefix(entity: string, field: string): string | undefined {
  return field === 'status' ? STATUS_LABELS[entity] : LABELS[field];
}

export interface HistoryValueContext {
  entity: string;
  field: string;
  names?: HistoryEntry['names'];
  format: Format;
}

export function historyValue(
  value: unknown,
  translate: TranslateFunction,
  { entity, field, names = {}, format }: HistoryValueContext,
): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'number' && MONEY_FIELDS.has(field)) return format.dollars(value);
  if (typeof value === 'number' && field.endsWith('Cents')) return format.money(value);
  if (typeof value === 'number' && field.endsWith('Percent')) return translate('app.property_view.percent', { value });
  const text = String(value);
  if (names[text]) return format.day(names[text]) || names[text];
  if (field === 'code' && entity === 'call-log') return callLogCodeLabel(text, translate);
  // Our own reasons are kept as catalog keys (no card on file); a gateway's are its own words.
  if (field === 'failureMessage' && SERVER_KEY.test(text)) return translate(text, { _: text });
  const prefix = labelPrefix(entity, field);
  if (prefix) return translate(`${prefix}${text}`, { _: text });
  if (format.day(text)) return format.day(text);
  if (ISO_INSTANT.test(text)) return format.dateTime(text);
  return text;
}

/** One line per changed field: its label, and the value before and after. */
export function historyChanges(
  entry: Pick<HistoryEntry, 'entity' | 'changes' | 'names'>,
  translate: TranslateFunction,
  format: Format,
  fieldLabels = 'app.property_view.fields',
) {
  return Object.entries(entry.changes).map(([field, { from, to }]) => {
    const context = { entity: entry.entity, field, names: entry.names, format };
    const fallback = translate(`app.property_view.fields.${field}`, { _: field });
    const entityLabels = ENTITY_FIELD_LABELS[entry.entity];
    return {
      field,
      label: translate(`${fieldLabels}.${field}`, { _: entityLabels ? translate(`${entityLabels}.${field}`, { _: fallback }) : fallback }),
      from: historyValue(from, translate, context),
      to: historyValue(to, translate, context),
    };
  });
}
