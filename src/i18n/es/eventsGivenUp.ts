// The Spanish of ../eventsGivenUp.ts, loaded only once Spanish is shown (src/i18n/es.ts).
import type { Spanish } from '../spanish';
import type { eventsGivenUpEn } from '../eventsGivenUp';

export const eventsGivenUpEs: Spanish<typeof eventsGivenUpEn> = {
  title: 'Eventos abandonados',
  help: 'Cuando algo ocurre (una visita completada, un pago hecho), las otras partes de LawnDesk actúan: un mensaje de texto, un recibo, un cobro. Cada una se intenta diez veces durante diez minutos; las que siguen fallando aparecen aquí con su último error. Corrija la causa (el servidor de correo, la cuenta de textos) y vuelva a intentarlo.',
  none: 'Nada se ha abandonado: cada evento llegó a todo lo que actúa sobre él.',
  event: 'Evento',
  announced: 'Anunciado',
  tries: 'Intentos',
  waiting: 'Pendiente de actuar',
  error: 'Último error',
  try_again: 'Intentar de nuevo',
  delivered: 'Entregado.',
  failed_again: 'Volvió a fallar: el error se actualiza abajo.',
};
