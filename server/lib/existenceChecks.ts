// Whether a username, e-mail or phone is taken: answered to staff only, on a budget per user, so accounts cannot be listed by guessing.
import type { FastifyRequest } from 'fastify';
import { isStaff, type PermissionKey, STAFF_TYPES } from '../../common/permissions';
import { HttpProblem, MESSAGES } from './httpErrors';

export const EXISTENCE_CHECKS_PER_MINUTE = 60;

/** Route options for a check: the permission the form needs (staff types when none), then the per-user budget. */
export function existenceCheck(permission?: PermissionKey) {
  return {
    config: {
      access: permission ? ({ permission } as const) : ({ types: STAFF_TYPES } as const),
      // Counted after the guard, so a refused caller spends nothing and the key is the signed-in user.
      rateLimit: {
        max: EXISTENCE_CHECKS_PER_MINUTE,
        timeWindow: '1 minute',
        hook: 'preHandler' as const,
        keyGenerator: (request: FastifyRequest) => `user:${request.user?._id}`,
      },
    },
    // A role may hand a permission to any user type; these answers stay with the office whatever the role says.
    preHandler: async (request: FastifyRequest) => {
      if (!request.user || !isStaff(request.user)) throw new HttpProblem(403, MESSAGES.forbidden);
    },
  };
}
