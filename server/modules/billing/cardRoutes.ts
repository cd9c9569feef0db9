// /customers/:id/cards: a customer's cards, typed into the configured gateway's hosted fields (the number and the CVV go
// from the browser to the gateway, never here), and stored as the gateway's token. Staff need customer_list; a customer
// reaches only its own cards (the customer portal uses these calls).
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Message } from '../../../common/i18n/catalog';
import { STAFF_TYPES } from '../../../common/permissions';
import { AUTOPAY_CONSENT_VERSION, cardFieldsSession, cardInput, cardRecord } from '../../../common/schemas/card';
import { envelope } from '../../../common/schemas/envelope';
import { byId, recordId } from '../../../common/schemas/fields';
import { readCustomer } from '../customers/reads';
import { HttpProblem, MESSAGES, notFound } from '../../lib/httpErrors';
import { customerForWrite } from '../../lib/customerGuards';
import { asCardProblem } from './cardGuards';
import { configuredGateway, type GatewayHosts } from './gateway';
import { releaseCustomerHolds } from './holds';
import { addCard, listCards, makeDefault, removeCard } from './cardRepository';

const access = { types: [...STAFF_TYPES, 'customer'], staffPermission: 'customer_list' } as const;
const tags = ['cards'];
const cardList = { 200: envelope(z.array(cardRecord)) };
const byCard = byId.extend({ cardId: recordId() });
const cardsRoutes: FastifyPluginAsyncZod<{ gatewayHosts: GatewayHosts }> = async (app, { gatewayHosts }) => {
  const { db } = app.database;

  /** Before the body is read, so a customer naming another's id gets 403 rather than a 400 about its form. */
  const ownCardsOnly: onRequestAsyncHookHandler = async (request) => {
    const user = app.currentUser(request);
    if (user.type === 'customer' && user.customerId !== (request.params as { id: string }).id)
      throw new HttpProblem(403, MESSAGES.forbidden);
  };
  const guarded = { config: { access, cardForm: true }, onRequest: ownCardsOnly };

  /** Staff reach any customer that exists; a customer, past ownCardsOnly, its own. */
  const customerFor = async (request: FastifyRequest, customerId: string) => {
    const customer = await readCustomer(db, customerId, '_id');
    if (!customer) throw notFound('customer');
    return app.currentUser(request);
  };

  app.get('/customers/:id/cards', { ...guarded, schema: { tags, params: byId, response: cardList } }, async (request) => {
    await customerFor(request, request.params.id);
    return { status: 200, data: await listCards(db, request.params.id) };
  });

  /** What the add-card form needs to show the gateway's hosted fields: its script's address and a key for this form. */
  app.post(
    '/customers/:id/card-fields',
    { ...guarded, schema: { tags, params: byId, response: { 200: envelope(cardFieldsSession) } } },
    async (request) => {
      await customerFor(request, request.params.id);
      await customerForWrite(db, request.params.id);
      const gateway = await configuredGateway(db, gatewayHosts);
      const access = await gateway.cardFields().catch(asCardProblem);
      return { status: 200, data: { gateway: gateway.name, ...access } };
    },
  );

  app.post(
    '/customers/:id/cards',
    { ...guarded, schema: { tags, params: byId, body: cardInput, response: { 200: envelope(cardRecord) } } },
    async (request) => {
      const user = await customerFor(request, request.params.id);
      const { makeDefault: asDefault, autoPayConsent, ...card } = request.body;
      // The agreement as given now, from this address: by the customer itself, or recorded by staff on its behalf.
      const consent = autoPayConsent
        ? {
            version: AUTOPAY_CONSENT_VERSION,
            at: new Date(),
            ip: request.ip,
            by: user.type === 'customer' ? ('customer' as const) : ('staff' as const),
            byId: user._id,
          }
        : null;
      // A locked customer is refused before the gateway vaults a card that could not be stored.
      await customerForWrite(db, request.params.id);
      const gateway = await configuredGateway(db, gatewayHosts);
      const vaulted = await gateway.vaultCard(card).catch(asCardProblem);
      const added = await app.events.transaction(async (tx) => {
        await customerForWrite(tx, request.params.id);
        const cards = await addCard(tx, request.params.id, gateway.name, vaulted, asDefault, user._id, consent);
        await releaseCustomerHolds(app, tx, request.params.id, user._id);
        return cards;
      });
      return { status: 200, message: 'server.cards.card_added', data: added };
    },
  );

  /** A change to one of the customer's cards in one transaction, answered with the cards as they are after it. */
  const changeCard = async (
    request: FastifyRequest,
    { id, cardId }: z.infer<typeof byCard>,
    message: Message,
    change: typeof removeCard,
  ) => {
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
