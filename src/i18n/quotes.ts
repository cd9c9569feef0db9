// Leads and quotes (app.quotes): the public quote page and the office's screens.
import type { Spanish } from './spanish';

export const quotesEn = {
  public_title: 'Your quote',
  for_address: 'For %{name}, at %{address}',
  loading: 'Loading your quote…',
  lines: 'What is included',
  optional: 'optional',
  line_types: { mow: 'Lawn Service', bnb: 'Bush and Bed', 'one-time': 'One-time job', text: 'Other' },
  frequency: { '1': 'weekly', '2': 'every 2 weeks', '3': 'every 3 weeks', '4': 'every 4 weeks', '6': 'every 6 weeks', '-1': 'once' },
  total: 'Total',
  deposit_due: 'Deposit due on approval: %{amount}',
  valid_until: 'Valid until %{date}',
  terms: 'Terms',
  approve_intro: 'To approve this quote, type your full name. It is your signature: we keep it with the date and this version.',
  signed_name: 'Your full name',
  approve: 'Approve (%{amount})',
  signed_by: 'Signed by %{name} on %{date} for %{total}.',
  contact: 'Questions? Contact %{name}:',
};

export const quotesEs: Spanish<typeof quotesEn> = {
  public_title: 'Su cotización',
  for_address: 'Para %{name}, en %{address}',
  loading: 'Cargando su cotización…',
  lines: 'Lo que incluye',
  optional: 'opcional',
  line_types: { mow: 'Servicio de césped', bnb: 'Arbustos y jardineras', 'one-time': 'Trabajo único', text: 'Otro' },
  frequency: {
    '1': 'semanal',
    '2': 'cada 2 semanas',
    '3': 'cada 3 semanas',
    '4': 'cada 4 semanas',
    '6': 'cada 6 semanas',
    '-1': 'una vez',
  },
  total: 'Total',
  deposit_due: 'Depósito al aprobar: %{amount}',
  valid_until: 'Válida hasta el %{date}',
  terms: 'Condiciones',
  approve_intro: 'Para aprobar esta cotización, escriba su nombre completo. Es su firma: la guardamos con la fecha y esta versión.',
  signed_name: 'Su nombre completo',
  approve: 'Aprobar (%{amount})',
  signed_by: 'Firmada por %{name} el %{date} por %{total}.',
  contact: '¿Preguntas? Contacte a %{name}:',
};
