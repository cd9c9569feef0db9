// The inspector's report's fields, in the words of Texas's 4 TAC §7.33(b), and how a record answers each: the CSV's
// columns and the PDF's labels, in one order.
import type { ApplicationRecord } from '../../../common/schemas/treatment';
import { dateIn } from '../../lib/calendar';
import { dateTimeFormat } from '../../../common/format';
import { isMessageKey, renderMessage } from '../../../common/i18n/catalog';

/** The rule's field, and how a record answers it. */
export const APPLICATION_COLUMNS: readonly [string, (record: ApplicationRecord, timeZone: string) => string][] = [
  ['Date of the application', (record, zone) => dateIn(zone, new Date(record.startedAt))],
  ['Beginning time for the application', (record, zone) => timeIn(zone, new Date(record.startedAt))],
  ['Name of the person for whom the application was made', (record) => record.customerName],
  ['Location of the land where the application was made', (record) => record.address],
  ['Billing address of the person for whom the application was made', (record) => record.billingAddress ?? ''],
  ['Product name', (record) => record.productName],
  // A fertilizer is applied and kept like the rest but has no EPA number: the record says it is not a pesticide.
  ['Kind of product', (record) => (record.productKind === 'fertilizer' ? 'Fertilizer (not a pesticide)' : 'Pesticide')],
  ['Product EPA registration number', (record) => record.epaRegNo ?? (record.productKind === 'fertilizer' ? 'None (not a pesticide)' : '')],
  ['Rate of product per unit (per 1,000 sq ft)', (record) => `${record.ratePer1000} ${record.unit}`],
  ['Total product applied', (record) => `${record.amount} ${record.unit}`],
  ['Total volume of the mix applied (gallons)', (record) => (record.mixGallons === null ? '' : String(record.mixGallons))],
  ['Name of the pest for which the product was used', (record) => record.targetPest],
  ['Site treated', (record) => record.siteTreated],
  ['Total area treated (square feet)', (record) => String(record.areaSqFt)],
  ['Wind direction', (record) => record.windDirection],
  ['Wind velocity (mph)', (record) => String(record.windMph)],
  ['Air temperature (°F)', (record) => String(record.temperatureF)],
  ['Source of the wind and temperature', (record, zone) => weatherSourceText(record, zone)],
  ['Application method or type of equipment', (record) => record.applicationMethod ?? ''],
  // Asked only where the business's settings list the property's state; empty where it was not asked.
  ['Lawn flags posted', (record) => (record.flagsPosted === null ? '' : record.flagsPosted ? 'Yes' : 'No')],
  ['Name of the applicator responsible for the application', (record) => record.applicatorName],
  ['Department pesticide license number of the applicator', (record) => record.licenceNo ?? ''],
  ['Person who applied, when not the licensed applicator', (record) => record.appliedByName ?? ''],
  ['Business license number', (record) => record.businessLicenceNo ?? ''],
  ['Record', (record) => record._id],
  // The chain of corrections: what this record corrects, who corrected and why, and the record that replaced it.
  ['Corrects record', (record) => record.correctsId ?? ''],
  ['Corrected by', (record) => (record.correctsId ? (record.recordedByName ?? '') : '')],
  ['Reason for the correction', (record) => record.correctionReason ?? ''],
  ['Replaced by correction', (record) => record.supersededById ?? ''],
  ['Warnings', (record) => record.warnings.map((key) => (isMessageKey(key) ? renderMessage('en', key) : key)).join(' ')],
];

const SOURCE_NAMES = { nws: 'National Weather Service', local: 'Local stand-in (not a real reading)' } as const;
const VALUE_NAMES = { windMph: 'wind velocity', windDirection: 'wind direction', temperatureF: 'air temperature' } as const;

/** Typed, or the reading's source, station and observation time with the values typed over it; empty when unknown. */
function weatherSourceText({ weatherSource }: ApplicationRecord, zone: string): string {
  if (!weatherSource) return '';
  if (weatherSource.source === 'typed') return 'Typed by the applicator';
  const observed = weatherSource.observedAt ? new Date(weatherSource.observedAt) : null;
  return [
    SOURCE_NAMES[weatherSource.source],
    weatherSource.station && `station ${weatherSource.station}`,
    observed && `observed ${dateIn(zone, observed)} ${timeIn(zone, observed)}`,
  ]
    .filter(Boolean)
    .join(', ')
    .concat(weatherSource.typed.length ? `; typed: ${weatherSource.typed.map((field) => VALUE_NAMES[field]).join(', ')}` : '');
}

function timeIn(timeZone: string, instant: Date): string {
  return dateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
}
