// A few notifications waiting for the demo staff and customer, so the bell has something to show on first sign-in.
import type { Tx } from '../../lib/history';
import { notifications } from '../schema';

const HOUR = 3_600_000;

export async function seedNotifications(tx: Tx, { staffIds, customerUserId, property }: { staffIds: string[]; customerUserId: string; property: { _id: string; address: string } }) {
  const now = Date.now();
  const onProperty = { property: { _id: property._id, address: property.address } };
  const forStaff = staffIds.flatMap((userId) => [
    {
      userId, type: 'contact_us_request' as const, title: 'New contact request', message: 'Dana Whitfield: Can the crew come on Thursdays instead of Tuesdays?',
      date: new Date(now - 2 * HOUR), additionalData: { ...onProperty, others: { translateEs: { title: 'Nueva solicitud de contacto', message: 'Dana Whitfield: ¿Puede venir la cuadrilla los jueves en vez de los martes?' } } },
    },
    {
      userId, type: 'extra-service-time-request' as const, title: 'Extra service time requested', message: `Austin North Crew asks for 30 more minutes at ${property.address}.`,
      date: new Date(now - 5 * HOUR), additionalData: { ...onProperty, others: { crew: 'Austin North Crew', translateEs: { title: 'Solicitud de tiempo extra', message: `Austin North Crew pide 30 minutos más en ${property.address}.` } } },
    },
    {
      userId, type: 'payment-failed' as const, title: 'Payment failed', message: `The card on file for ${property.address} was declined.`, isRead: true,
      completedById: staffIds[0], completedAt: new Date(now - 20 * HOUR), date: new Date(now - 26 * HOUR),
      additionalData: { ...onProperty, others: { translateEs: { title: 'Pago rechazado', message: `La tarjeta registrada para ${property.address} fue rechazada.` } } },
    },
  ]);
  await tx.insert(notifications).values([
    ...forStaff,
    {
      userId: customerUserId, type: 'service-schedule' as const, title: 'Your next mow is scheduled', message: `${property.address}: Tuesday, between 8 am and noon.`,
      date: new Date(now - 3 * HOUR), additionalData: { ...onProperty, others: { translateEs: { title: 'Su próximo corte está programado', message: `${property.address}: martes, entre las 8 y el mediodía.` } } },
    },
  ]);
}
