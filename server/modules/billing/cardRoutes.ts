// /customers/:id/cards: a customer's cards, added through the configured gateway (which keeps the number) and stored as
// its token. Staff need customer_list; a customer reaches only its own cards (the customer portal uses these calls).
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { type Message, withParams } from '../../../common/i18n/catalog';
import { STAFF_TYPES } from '../../../common/permissions';
import { cardInput, cardRecord } from '../../../common/schemas/card';
import { envelope } from '../../../common/schemas/envelope';
import { byId, recordId } from '../../../common/schemas/fields';
import { customers } from '../../db/schema';
import { HttpProblem, MESSAGES, notFound } from '../../lib/httpErrors';
import { customerForWrite } from '../../lib/customerGuards';
import { configuredGateway, GatewayError } from './gateway';
import { addCard, listCards, makeDefault, removeCard } from './cardRepository';

const access = { types: [...STAFF_TYPES, 'customer'], staffPermission: 'customer_list' } as const;
const tags = ['cards'];
const cardList = { 200: envelope(z.array(cardRecord)) };
const byCard = byId.extend({ cardId: recordId() });
/** The gateway did not answer or refused our credentials: nothing about the card itself. */
const UNAVAILABLE = /^(timeout|unreachable|not-configured|auth-|http-5|lookup-)/;

/** A refused card answers 400 beside the field the gateway named; a gateway that could not be asked, 503. */
function cardProblem(error: GatewayError): HttpProblem {
  if (UNAVAILABLE.test(error.code)) return new HttpProblem(503, withParams('server.cards.gateway_unavailable', { reason: error.message }));
  const message = withParams('server.cards.card_refused', { reason: error.message });
  return new HttpProblem(400, message, error.field && { [error.field]: message });
}

const cardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  /** Before the body is read, so a customer naming another's id gets 403 rather than a 400 about its form. */
  const ownCardsOnly: onRequestAsyncHookHandler = async (request) => {
    const user = app.currentUser(request);
    if (user.type === 'customer' && user.customerId !== (request.params as { id: string }).id) throw new HttpProblem(403, MESSAGES.forbidden);
  };
  const guarded = { config: { access }, onRequest: ownCardsOnly };

  /** Staff reach any customer that exists; a customer, past ownCardsOnly, its own. */
  const customerFor = async (request: FastifyRequest, customerId: string) => {
    const [customer] = await db.select({ _id: customers._id }).from(customers).where(eq(customers._id, customerId));
    if (!customer) throw notFound('customer');
    return app.currentUser(request);
  };

  app.get('/customers/:id/cards', { ...guarded, schema: { tags, params: byId, response: cardList } }, async (request) => {
    await customerFor(request, request.params.id);
    return { status: 200, data: await listCards(db, request.params.id) };
  });

  app.post('/customers/:id/cards', { ...guarded, schema: { tags, params: byId, body: cardInput, response: { 200: envelope(cardRecord) } } }, async (request) => {
    const user = await customerFor(request, request.params.id);
    const { makeDefault: asDefault, ...card } = request.body;
    // A locked customer is refused before the gateway vaults a card that could not be stored.
    await customerForWrite(db, request.params.id);
    const gateway = await configuredGateway(db);
    const vaulted = await gateway.vaultCard(card).catch((error: unknown) => {
      throw error instanceof GatewayError ? cardProblem(error) : error;
    });
    const added = await db.transaction(async (tx) => {
      await customerForWrite(tx, request.params.id);
      return addCard(tx, request.params.id, gateway.name, vaulted, asDefault, user._id);
    });
    return { status: 200, message: 'server.cards.card_added', data: added };
  });

  /** A change to one of the customer's cards in one transaction, answered with the cards as they are after it. */
  const changeCard = async (request: FastifyRequest, { id, cardId }: z.infer<typeof byCard>, message: Message, change: typeof removeCard) => {
    const user = await customerFor(request, id);
    await db.transaction(async (tx) => {
      await customerForWrite(tx, id);
      await change(tx, id, cardId, user._id);
    });
    return { status: 200, message, data: await listCards(db, id) };
  };

  app.delete('/customers/:id/cards/:cardId', { ...guarded, schema: { tags, params: byCard, response: cardList } }, async (request) =>
    changeCard(request, request.params, 'server.cards.card_removed', removeCard),
  );
  app.put('/customers/:id/cards/:cardId/default', { ...guarded, schema: { tags, params: byCard, response: cardList } }, async (request) =>
    changeCard(request, request.params, 'server.cards.default_card_changed', makeDefault),
  );
};

export default cardsRoutes;
