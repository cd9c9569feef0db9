// The Billing tab's invoices (docs/billing.md "Invoices"): `app.invoices.*`.
import type { Spanish } from './spanish';

export const invoicesEn = {
  title: 'Invoices',
  billed_by: 'Billed by',
  billed: { card: 'Card (automatic charges)', 'invoice-15': 'Invoice, net 15', 'invoice-30': 'Invoice, net 30' },
  none_card: 'This customer is billed by card: its visits are charged to its card.',
  none_yet: 'No invoice yet: the visits completed go on the next one (the first of the month, or each visit, as System Settings say).',
  kind: { invoice: 'Invoice %{number}', 'credit-note': 'Credit note %{number}' },
  dates: 'Issued %{issued} · due %{due}',
  status: { open: 'Open', paid: 'Paid', credited: 'Credited' },
  summary: '%{smart_count} visit, tax %{tax}, still owed %{balance} |||| %{smart_count} visits, tax %{tax}, still owed %{balance}',
  pdf: 'PDF',
  receive: 'Record a check or cash',
  credit: 'Credit note',
  send: 'Send again',
  credited: 'Credit note issued: the invoice owes nothing.',
  receive_title: 'Record a check or cash',
  amount: 'Amount ($)',
  method: 'Received as',
  methods: { check: 'Check', cash: 'Cash' },
  reference: 'Check number or note',
  received_on: 'Received on',
  received: 'Payment recorded on the invoice.',
};

export const invoicesEs: Spanish<typeof invoicesEn> = {
  title: 'Facturas',
  billed_by: 'Paga por',
  billed: { card: 'Tarjeta (cargos automáticos)', 'invoice-15': 'Factura, neto 15', 'invoice-30': 'Factura, neto 30' },
  none_card: 'Este cliente paga con tarjeta: sus visitas se cargan a su tarjeta.',
  none_yet:
    'Aún no hay facturas: las visitas completadas van en la próxima (el primero del mes, o cada visita, según la Configuración del sistema).',
  kind: { invoice: 'Factura %{number}', 'credit-note': 'Nota de crédito %{number}' },
  dates: 'Emitida el %{issued} · vence el %{due}',
  status: { open: 'Abierta', paid: 'Pagada', credited: 'Acreditada' },
  summary:
    '%{smart_count} visita, impuesto %{tax}, pendiente %{balance} |||| %{smart_count} visitas, impuesto %{tax}, pendiente %{balance}',
  pdf: 'PDF',
  receive: 'Registrar cheque o efectivo',
  credit: 'Nota de crédito',
  send: 'Enviar de nuevo',
  credited: 'Nota de crédito emitida: la factura no debe nada.',
  receive_title: 'Registrar cheque o efectivo',
  amount: 'Importe ($)',
  method: 'Recibido en',
  methods: { check: 'Cheque', cash: 'Efectivo' },
  reference: 'Número de cheque o nota',
  received_on: 'Recibido el',
  received: 'Pago registrado en la factura.',
};
