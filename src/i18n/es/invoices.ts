// The Spanish of ../invoices.ts, loaded only once Spanish is shown (src/i18n/es.ts).
import type { Spanish } from '../spanish';
import type { invoicesEn } from '../invoices';

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
  receipt: 'Recibo',
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
  statement: {
    title: 'Estado de cuenta',
    as_of: 'al %{day}',
    pdf: 'Estado de cuenta en PDF',
    open_invoices: 'Facturas abiertas',
    invoice: 'Factura',
    due: 'Vence',
    balance: 'Pendiente',
    days_late: '%{smart_count} día de atraso |||| %{smart_count} días de atraso',
    buckets: {
      current: 'Al corriente',
      days1to30: '1–30 días',
      days31to60: '31–60 días',
      days61to90: '61–90 días',
      over90: 'Más de 90 días',
    },
    balance_due: 'Saldo',
  },
};
