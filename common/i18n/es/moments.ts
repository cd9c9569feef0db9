// Spanish words for each moment a customer hears about.
import type { CatalogOf } from '../catalogTypes';
import type { momentsEn } from '../en/moments';

export const momentsEs: CatalogOf<typeof momentsEn> = {
  /** The address a visit's words name when its property is not found. */
  address_unknown: 'su propiedad',
  services: {
    mow: 'corte de césped',
    bnb: 'cuidado de arbustos y jardineras',
    treatment: 'tratamiento del césped',
    'call-log': 'visita de servicio',
  },
  'visit-eve': {
    subject: 'Recordatorio: su %{service} es mañana',
    body: 'Hola %{name}, recordatorio: su %{service} en %{address} es mañana, %{date}.',
  },
  'on-my-way': {
    subject: 'Su equipo va en camino',
    body: 'Hola %{name}, su equipo va en camino a %{address} para su %{service}.',
    body_eta: 'Hola %{name}, su equipo va en camino a %{address} para su %{service} y debería llegar alrededor de las %{eta}.',
  },
  'visit-done': {
    subject: 'Su %{service} está terminado',
    body: 'Hola %{name}, su %{service} del %{date} en %{address} está terminado. Monto a cobrar: %{amount}.',
    body_invoiced: 'Hola %{name}, su %{service} del %{date} en %{address} está terminado. Monto: %{amount}, en su próxima factura.',
    note: 'Nota de su equipo: %{note}',
    deposit_line: 'Pagado con su depósito: %{deposit}.',
    link_line: 'Vea su visita y díganos cómo lo hicimos: %{link}',
  },
  'payment-receipt': {
    subject: 'Pago recibido: %{amount}',
    body: 'Hola %{name}, recibimos su pago de %{amount} por su %{service} del %{date}. ¡Gracias!',
    tax_line: 'Impuesto sobre las ventas incluido: %{tax}.',
    deposit_line: 'Depósito aplicado: %{deposit}. Cobrado a su tarjeta: %{charged}.',
  },
  'payment-failed': {
    subject: 'Su pago no se pudo procesar',
    body: 'Hola %{name}, su pago de %{amount} por su %{service} del %{date} no se pudo procesar: %{reason}. Pague con una tarjeta nueva aquí (enlace válido 7 días): %{link}',
  },
  'payment-reminder': {
    subject: 'Recordatorio: su pago de %{amount} sigue pendiente',
    body: 'Hola %{name}, le recordamos que su pago de %{amount} por su %{service} del %{date} sigue pendiente (%{reason}). Pague con una tarjeta nueva aquí (enlace válido 7 días): %{link}',
  },
  'visit-moved': {
    subject: 'Su %{service} pasó al %{date}',
    body: 'Hola %{name}, su %{service} en %{address} pasó al %{date}.',
    body_weather: 'Hola %{name}, por el clima su %{service} en %{address} pasó al %{date}.',
  },
  'card-expiring': {
    subject: 'Su tarjeta vence el próximo mes',
    body: 'Hola %{name}, su tarjeta terminada en %{last4} vence a fines de %{expiry}. Actualícela en su cuenta (este enlace le hace entrar una vez, durante 7 días): %{link}',
  },
  'service-paused': {
    subject: 'Su servicio de jardín está en pausa',
    body: 'Hola %{name}, su servicio de jardín en %{address} está en pausa: %{amount} sigue sin pagar. Pague aquí y sus visitas vuelven a empezar (enlace válido 7 días): %{link}',
  },
  'service-resumed': {
    subject: 'Su servicio de jardín se reanudó',
    body: 'Hola %{name}, gracias: su servicio de jardín en %{address} se reanudó y sus visitas vuelven a estar programadas.',
  },
  reentry: {
    hours: 'durante %{hours} horas después de la aplicación',
    dry: 'hasta que el producto se haya secado',
  },
  applied_product: '%{product} (n.º de registro EPA %{epa})',
  'treatment-eve': {
    subject: 'Recordatorio: su tratamiento del césped es mañana',
    body: 'Hola %{name}, recordatorio: su tratamiento del césped (%{round}) en %{address} es mañana, %{date}. Por favor, mantenga a los niños y las mascotas fuera del césped %{reentry}.',
  },
  'treatment-done': {
    subject: 'Su tratamiento del césped está hecho',
    body: 'Hola %{name}, el %{date} aplicamos %{products} en su césped de %{address}. Reingreso: por favor, mantenga a los niños y las mascotas fuera del césped %{reentry}. Monto a cobrar: %{amount}.',
    body_invoiced:
      'Hola %{name}, el %{date} aplicamos %{products} en su césped de %{address}. Reingreso: por favor, mantenga a los niños y las mascotas fuera del césped %{reentry}. Monto: %{amount}, en su próxima factura.',
    deposit_line: 'Pagado con su depósito: %{deposit}.',
    link_line: 'Vea su visita y díganos cómo lo hicimos: %{link}',
  },
  'invoice-issued': {
    subject: 'Factura %{number}: %{amount} con vencimiento el %{due}',
    body: 'Hola %{name}, adjuntamos su factura %{number} por %{amount}, con vencimiento el %{due}. Páguela con tarjeta aquí (el enlace sirve hasta que la factura esté pagada), o con cheque como siempre: %{link}',
  },
  'visits-paused': {
    subject: 'Su servicio de césped está en pausa del %{date} al %{until}',
    body: 'Hola %{name}, pausamos su servicio de césped en %{address} del %{date} al %{until}: no habrá visitas esos días, ni cargos por ellas. Sus visitas posteriores siguen como estaban.',
  },
  'visits-restarted': {
    subject: 'Su servicio de césped vuelve',
    body: 'Hola %{name}, terminó la pausa de su servicio de césped en %{address}: sus visitas vuelven al calendario.',
  },
};
