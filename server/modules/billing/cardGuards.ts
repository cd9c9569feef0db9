// What every route taking a card from the gateway's hosted fields does with the gateway's refusals: answers beside the
// form's field (card data itself is refused on every route, with `cardForm` routes' own messages: plugins/storableInput).
import { withParams } from '../../../common/i18n/catalog';
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
