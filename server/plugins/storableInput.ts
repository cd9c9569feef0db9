// The last check before a handler: text PostgreSQL cannot store (NUL, lone surrogates) answers 400 on any route.
import type { Message } from '../../common/i18n/catalog';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { unstorableReason } from '../../common/schemas/fields';
import { HttpProblem } from '../lib/httpErrors';

interface Finding {
  path: string;
  reason: Message;
}

/** The first unstorable key or string in a parsed request part; iterative, so a deeply nested body cannot exhaust the stack. */
export function findUnstorable(value: unknown, root: string): Finding | undefined {
  const pending: { value: unknown; path: string }[] = [{ value, path: root }];
  while (pending.length) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      const reason = unstorableReason(current);
      if (reason) return { path, reason };
    } else if (current && typeof current === 'object') {
      for (const [key, field] of Object.entries(current)) {
        const fieldPath = path ? `${path}.${key}` : key;
        const reason = unstorableReason(key);
        if (reason) return { path: fieldPath, reason };
        pending.push({ value: field, path: fieldPath });
      }
    }
  }
  return undefined;
}

export default fp(
  async function storableInputPlugin(app: FastifyInstance) {
    // After validation, so the field schemas' own messages come first; this catches what a route left unchecked.
    app.addHook('preHandler', async (request) => {
      const finding = findUnstorable(request.params, '') ?? findUnstorable(request.query, '') ?? findUnstorable(request.body, '');
      if (finding) throw new HttpProblem(400, finding.reason, { [finding.path || 'body']: finding.reason });
    });
  },
  { name: 'storable-input' },
);
