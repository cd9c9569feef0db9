// The list query of ra-data-simple-rest (sort, range, filter as JSON strings) and its Content-Range reply.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

const jsonParam = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === '') return fallback;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Must be JSON.' });
        return z.NEVER;
      }
    })
    .pipe(schema);

export function listQuery<Sort extends string, F extends z.ZodObject>(sortFields: readonly [Sort, ...Sort[]], filter: F, defaultSort: Sort) {
  return z.object({
    sort: jsonParam(z.tuple([z.enum(sortFields), z.enum(['ASC', 'DESC'])]), [defaultSort, 'ASC']),
    range: jsonParam(z.tuple([z.number().int().min(0), z.number().int().min(0)]).refine(([a, b]) => b >= a, 'Range end before start.'), [0, 9]),
    filter: jsonParam(filter, {} as z.input<F>),
  });
}

export const idsFilter = z.union([z.string(), z.array(z.string())]).transform((value) => (Array.isArray(value) ? value : [value]));

export function replyWithRange<T>(reply: FastifyReply, resource: string, rows: T[], start: number, total: number): T[] {
  const end = rows.length ? start + rows.length - 1 : start;
  reply.header('Content-Range', `${resource} ${start}-${end}/${total}`);
  reply.header('Access-Control-Expose-Headers', 'Content-Range');
  return rows;
}
