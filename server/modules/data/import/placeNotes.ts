// What the import says of where a row's property is: in no market (no market serves its zip code: no crew's work, no
// tax of a market), or nowhere on the map (no coordinates in the row and no centre known for its zip code). Each is a
// warning on the row, so the preview and the report both name the row and what to do.
import { withParams } from '../../../../common/i18n/catalog';
import type { Executor } from '../../../lib/history';
import { marketsForZips } from '../../customers';
import type { RowDecision } from './groupRules';
import type { RowCheck } from './rowRules';
import { locate } from './locations';

/** The rows with the warnings their place calls for; rows that write no property are left as they are. */
export async function withPlaceNotes<Row extends RowDecision & { rowNumber: number; check: RowCheck }>(
  executor: Executor,
  rows: Row[],
): Promise<Row[]> {
  const placed = rows.filter((row) => row.check.ok && (row.outcome === 'create' || row.outcome === 'update'));
  if (!placed.length) return rows;
  const properties = placed.map((row) => (row.check.ok ? row.check.row.property : null)!);
  const served = await marketsForZips(
    executor,
    properties.map((property) => property.zipcode),
  );
  const where = await locate(executor, properties);
  const notes = new Map(
    placed.map((row, index) => {
      const { zipcode } = properties[index];
      const location = where(properties[index]);
      return [
        row.rowNumber,
        [
          ...(served.get(zipcode) ? [] : [{ field: 'market', message: withParams('validation.data_import.no_market', { zipcode }) }]),
          ...(location.latitude === null ? [{ field: 'location', message: withParams('validation.data_import.not_located', { zipcode }) }] : []),
        ],
      ] as const;
    }),
  );
  return rows.map((row) => {
    const extra = notes.get(row.rowNumber);
    return extra?.length ? { ...row, warnings: [...row.warnings, ...extra] } : row;
  });
}
