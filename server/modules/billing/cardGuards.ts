// What every route taking a card from the gateway's hosted fields does: refuse card data outright, and turn the gateway's
// refusals into answers beside the form's field.
import type { preValidationAsyncHookHandler } from 'fastify';
import { cardDataFields } from '../../../common/cardData';
import { type Message, withParams } from '../../../common/i18n/catalog';
import { HttpProblem } from '../../lib/httpErrors';
import { GatewayError } from './gateway';

/** The gateway did not answer or refused our credentials: nothing about the card itself. */
const UNAVAILABLE = /^(timeout|unreachable|not-configured|auth-|http-5|lookup-)/;

/** A refused card answers 400 beside the field the gateway named; a gateway that could not be asked, 503. */
function cardProblem(error: GatewayError): HttpProblem {
  if (UNAVAILABLE.test(error.code)) return new HttpProblem(503, withParams('server.cards.gateway_unavailable', { reason: error.message }));
  const message = withParams('server.cards.card_refused', { reason: error.message });
  return new HttpProblem(400, message, error.field && { [error.field]: message });
}

/** For a gateway call's `.catch`: its refusal as the answer, anything else thrown on. */
export const asCardProblem = (error: unknown): never => {
  throw error instanceof GatewayError ? cardProblem(error) : error;
};

/** Card data is refused before the schema reads the body, whatever the field is called, so no route ever takes it. */
export const refuseCardData: preValidationAsyncHookHandler = async (request) => {
  const found = cardDataFields(request.body);
  const [first] = Object.values(found);
  if (first) throw new HttpProblem(400, first as Message, found as Record<string, Message>);
};
