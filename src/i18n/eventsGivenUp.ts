// System Settings → Events that gave up: `app.events_given_up.*`.
import type { Spanish } from './spanish';

export const eventsGivenUpEn = {
  title: 'Events that gave up',
  help: 'When something happens (a visit completed, a payment made), the other parts of LawnDesk act on it: a text, a receipt, a charge. Each is tried ten times over ten minutes; those still failing are listed here with their last error. Mend the cause (the mail server, the text account), then try again.',
  none: 'Nothing has given up: every event reached everything that acts on it.',
  event: 'Event',
  announced: 'Announced',
  tries: 'Tries',
  waiting: 'Still to act on it',
  error: 'Last error',
  try_again: 'Try again',
  delivered: 'Delivered.',
  failed_again: 'It failed again: the error is updated below.',
};

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
