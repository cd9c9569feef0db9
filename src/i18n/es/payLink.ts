// The Spanish of ../payLink.ts, loaded only once Spanish is shown (src/i18n/es.ts).
import type { Spanish } from '../spanish';
import type { payLinkEn } from '../payLink';

export const payLinkEs: Spanish<typeof payLinkEn> = {
  title: 'Pague su factura',
  loading: 'Cargando lo que adeuda…',
  load_failed: 'No se pudo cargar lo que adeuda. Revise su conexión e inténtelo de nuevo.',
  service_line: '%{item} del %{date}',
  reason_line: 'Falló el último cobro: %{reason}',
  owed_title: 'Lo que adeuda',
  owed_intro: 'Todo está elegido: desmarque lo que no quiera pagar ahora.',
  chosen_total: 'A pagar ahora (%{smart_count} pago) |||| A pagar ahora (%{smart_count} pagos)',
  none_chosen: 'Elija al menos un pago.',
  set_aside:
    'También adeuda, y se arregla solo con %{name}: %{amount} (%{smart_count} pago). |||| También adeuda, y se arregla solo con %{name}: %{amount} (%{smart_count} pagos).',
  card_title: 'Pagar con tarjeta',
  card_intro:
    'Ingrese una tarjeta: se cobra ahora solo por los pagos que eligió. Para guardarla y cobrar automáticamente sus próximas visitas, active el acuerdo de abajo.',
  pay: 'Pagar %{amount}',
  paying: 'Pagando…',
  declined: 'Su tarjeta fue rechazada: %{reason}. Pruebe con otra tarjeta.',
  partly_declined: 'Luego la tarjeta fue rechazada: %{reason}. El resto sigue pendiente; puede pagarlo con otra tarjeta.',
  in_progress: 'Ya se está procesando un pago. Espere un minuto y vuelva a cargar esta página.',
  receipt_title: 'Pago recibido. ¡Gracias!',
  paid_on: 'Pagado el %{date}',
  paid_with: 'Pagado con %{brand} •••• %{last4}',
  receipt_note: 'Le enviamos un recibo.',
  card_kept: 'Esta tarjeta queda registrada para los cobros automáticos.',
  card_not_kept: 'Esta tarjeta se usó solo para este pago: no se guardó. |||| Esta tarjeta se usó solo para estos pagos: no se guardó.',
  contact: '¿Preguntas? Comuníquese con %{name}:',
  phone: 'Llame al %{phone}',
  email: 'Escriba a %{email}',
  remains_title: 'Lo que queda por pagar',
  remains_total: 'Pendiente (%{smart_count} pago) |||| Pendiente (%{smart_count} pagos)',
  pay_rest: 'Pagar lo que queda',
  nothing_else_owed: 'No adeuda nada más.',
};
