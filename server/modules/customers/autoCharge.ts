// Which card a property's visits are charged to (common/schemas/property.ts AUTO_CHARGES): the customer's default, a card
// of the customer's own, or none. Chosen by the customer in the portal or by staff for them, each change in the
// property's history; billing's charge reads it (billing/charge.ts).
import { eq } from 'drizzle-orm';
import type { PropertyAutoCharge, PropertyAutoChargeInput } from '../../../common/schemas/property';
import { properties } from '../../db/schema';
import { changedFields, recordHistory, type Tx } from '../../lib/history';
import { HttpProblem, MESSAGES, notFound } from '../../lib/httpErrors';
import { customerCards } from '../billing';
import { lockProperty } from './reads';

export async function setPropertyAutoCharge(
  tx: Tx,
  propertyId: string,
  input: PropertyAutoChargeInput,
  caller: { userId: string; customerId?: string },
): Promise<PropertyAutoCharge> {
  const before = await lockProperty(tx, propertyId);
  if (!before) throw notFound('property');
  if (caller.customerId && caller.customerId !== before.customerId) throw new HttpProblem(403, MESSAGES.forbidden);
  const cardId = input.autoCharge === 'card' ? input.cardId! : null;
  if (cardId && !(await customerCards(tx, before.customerId)).some((card) => card._id === cardId))
    throw new HttpProblem(400, 'server.cards.property_card_not_yours', { cardId: 'server.cards.property_card_not_yours' });
  const values = { autoCharge: input.autoCharge, autoChargeCardId: cardId };
  const changes = changedFields(before, values);
  if (Object.keys(changes).length) {
    await tx.update(properties).set(values).where(eq(properties._id, propertyId));
    await recordHistory(tx, {
      entity: 'property',
      entityId: propertyId,
      action: 'updated',
      customerId: before.customerId,
      propertyId,
      userId: caller.userId,
      changes,
    });
  }
  return values;
}
