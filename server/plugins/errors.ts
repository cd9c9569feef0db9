// One error format for every route: {status, message, errors?}; 5xx details stay in the log.
import { isMessageKey, type Message, parseMessage, withParams } from '../../common/i18n/catalog';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isDatabaseUnavailable, isRefusedValue, sqlErrorOf } from '../db/faults';
import { HttpProblem, MESSAGES } from '../lib/httpErrors';

type FieldErrors = Record<string, Message>;

function addFieldError(errors: FieldErrors, path: readonly PropertyKey[], message: Message) {
  const dotted = path.map(String).join('.');
  if (dotted && !errors[dotted]) errors[dotted] = message;
  // Arrays report at their field too, so a form shows the message beside the whole input.
  const top = path.length > 1 ? String(path[0]) : undefined;
  if (top && !errors[top]) errors[top] = message;
}

/** zod's own English for a check no schema gave a message to (a wrong type, say) is not a key: it answers as invalid. */
const asMessage = (message: string | undefined): Message =>
  message && isMessageKey(parseMessage(message).key) ? (message as Message) : 'server.common.invalid_value';

function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message?: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) addFieldError(errors, issue.path, asMessage(issue.message));
  return errors;
}

const RETRY_AFTER_SECONDS = 5;
const UNAVAILABLE_MESSAGE = 'server.common.lawndesk_cannot_reach_its_database_right_now';

/** 503 with Retry-After: the database (or Redis, for /health) is down, and the same call will work once it is back. */
export function replyUnavailable(reply: FastifyReply, body: object = { status: 503, message: UNAVAILABLE_MESSAGE }) {
  return reply.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).send(body);
}

/** `markets_name_unique` → `name`: drizzle names unique constraints `<table>_<column>_unique`. */
function fieldOfConstraint(constraint = ''): string {
  const match = /^[a-z]+_(.+)_unique$/.exec(constraint);
  return match ? match[1].replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()) : 'record';
}

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = fieldErrorsOf(
          error.validation.map((issue) => ({ path: issue.instancePath.split('/').filter(Boolean), message: issue.message })),
        );
        const first = Object.values(errors)[0] ?? 'server.common.invalid_request';
        return reply.status(400).send({ status: 400, message: first, errors });
      }
      if (error instanceof ZodError) {
        const errors = fieldErrorsOf(error.issues);
        return reply.status(400).send({ status: 400, message: Object.values(errors)[0] ?? 'server.common.invalid_request', errors });
      }
      if (error instanceof HttpProblem) {
        if (error.cause !== undefined) request.log.warn({ err: error.cause }, `answered ${error.message}`);
        return reply
          .status(error.statusCode)
          .send({ status: error.statusCode, message: error.message, ...(error.errors && { errors: error.errors }) });
      }
      const pgError = sqlErrorOf(error);
      if (pgError?.code === '23505') {
        const field = fieldOfConstraint(pgError.constraint);
        const message = withParams('server.common.value_in_use', { field });
        return reply.status(409).send({ status: 409, message, errors: { [field]: message } });
      }
      if (pgError?.code === '23503') {
        // A write naming a record that is gone, or a delete of one that others still point to.
        return reply.status(409).send({ status: 409, message: 'server.common.record_linked_to_records_that_are_missing' });
      }
      const route = request.routeOptions.url ?? request.url.split('?')[0];
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error, route }, 'database unavailable');
        return replyUnavailable(reply);
      }
      if (isRefusedValue(error)) {
        // A value a route's schema should have refused: the warning names the route so the schema can be fixed.
        request.log.warn({ err: error, route }, 'database refused a value');
        return reply.status(400).send({ status: 400, message: 'server.common.invalid_value' });
      }
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) {
        request.log.error({ err: error, route }, 'request failed');
        return reply.status(500).send({ status: 500, message: MESSAGES.serverError });
      }
      return reply.status(status).send({ status, message: error.message });
    });
  },
  { name: 'errors' },
);
