// The list query of ra-data-simple-rest (sort, range, filter as JSON strings) and its Content-Range reply.
import { withParams } from '../../common/i18n/catalog';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { MAX_LENGTH, recordId, text } from '../../common/schemas/fields';
import type { ListTotal } from './paginate';

/** The most rows one list call answers: react-admin's exporter asks for 1,000. */
export const MAX_PAGE_SIZE = 1000;
/** The most ids one `filter={"id": [...]}` names (react-admin's getMany). */
export const MAX_LIST_IDS = 1000;
/** A query parameter's JSON text: long enough for the id list above, short enough to parse cheaply. */
const MAX_QUERY_JSON = MAX_LIST_IDS * 40;

const jsonParam = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z
    .string()
    .max(MAX_QUERY_JSON, 'server.common.list_query_too_long')
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === '') return fallback;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'server.common.must_be_json' });
        return z.NEVER;
      }
    })
    .pipe(schema);

/**
 * Every list also sorts by `id`, its stable key: react-admin's default sort, used by `useGetList` and `<ReferenceInput>`
 * without one; `_id`, the API's own name for it, is read as `id`.
 */
export function listQuery<Sort extends string, F extends z.ZodObject>(
  sortFields: readonly [Sort, ...Sort[]],
  filter: F,
  defaultSort: Sort,
) {
  const fields = [...sortFields, 'id', '_id'];
  const sortable = z
    .enum(fields, { error: withParams('server.common.sort_by_one_of', { fields: fields.join(', ') }) })
    .transform((field) => (field === '_id' ? 'id' : field)) as unknown as z.ZodType<Sort | 'id', Sort | 'id' | '_id'>;
  return z.object({
    sort: jsonParam(z.tuple([sortable, z.enum(['ASC', 'DESC'])]), [defaultSort, 'ASC']),
    range: jsonParam(
      z
        .tuple([z.number().int().min(0), z.number().int().min(0)], { error: 'server.common.range_first_last_two_row_numbers' })
        .refine(([first, last]) => last >= first, 'server.common.range_end_before_start')
        .refine(([first, last]) => last - first < MAX_PAGE_SIZE, withParams('server.common.page_too_large', { max: MAX_PAGE_SIZE })),
      [0, 9],
    ),
    filter: jsonParam(filter, {} as z.input<F>),
  });
}

/** One id or a list of them, always read as a list. */
export const idsFilter = z.preprocess(
  (value) => (Array.isArray(value) ? value : [value]),
  z.array(recordId()).max(MAX_LIST_IDS, withParams('server.common.too_many_ids', { max: MAX_LIST_IDS })),
);

/** The search box of a list. */
export const searchFilter = text(MAX_LENGTH.search).optional();
/** A filter naming one record. */
export const idFilter = recordId().optional();

/**
 * The page with react-admin's `Content-Range: <resource> <first>-<last>/<total>`. A total that is the planner's
 * estimate (a list past `EXACT_COUNT_LIMIT` rows) is still a plain number there, and `X-Total-Estimated: true` says so.
 */
export function replyWithRange<T>(reply: FastifyReply, resource: string, rows: T[], start: number, counted: number | ListTotal): T[] {
  const { total, totalIsEstimate } = typeof counted === 'number' ? { total: counted, totalIsEstimate: false } : counted;
  const end = rows.length ? start + rows.length - 1 : start;
  reply.header('Content-Range', `${resource} ${start}-${end}/${total}`);
  if (totalIsEstimate) reply.header('X-Total-Estimated', 'true');
  reply.header('Access-Control-Expose-Headers', 'Content-Range, X-Total-Estimated');
  return rows;
}
