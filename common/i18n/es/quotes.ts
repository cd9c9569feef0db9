// Spanish messages of the quotes domain (leads and quotes).
import type { CatalogOf } from '../catalogTypes';
import type { quotesEn, quoteValidationEn } from '../en/quotes';

export const quotesEs: CatalogOf<typeof quotesEn> = {
  signup_asked_mow: 'Servicio de césped cada %{weeks} semana(s), pedido en la página de registro.',
  signup_asked_bnb: 'Arbustos y camas, pedido en la página de registro.',
  signup_quoted: 'Cotizado en la página de registro: %{price} por visita antes de impuestos, cada %{weeks} semana(s).',
  price_changed: 'El precio cambió desde que se mostró: lea el nuevo precio y envíe de nuevo.',
  price_frequency: 'El precio se muestra solo para el corte semanal y cada dos semanas.',
  follow_up_email_subject: 'Su cotización de %{business} le espera',
  follow_up_email_body:
    'Hola %{firstName}:\n\nHace unos días le enviamos una cotización para %{address} (%{total}). Puede leerla y aprobarla en línea: %{link}\n\nEs válida hasta el %{expiresOn}. ¿Preguntas? Responda a este mensaje.',
  follow_up_text_body: '%{business}: su cotización para %{address} (%{total}) le espera: %{link}',
  lead_updated: 'Prospecto actualizado.',
  quote_added: 'Cotización guardada.',
  quote_updated: 'Cotización guardada.',
  quote_new_version: 'Cotización guardada como versión %{version}: el cliente la ve en el mismo enlace.',
  quote_extended: 'La cotización ahora vence el %{date}.',
  quote_sent: 'Cotización enviada.',
  quote_declined: 'Cotización marcada como rechazada.',
  not_editable: 'Una cotización aprobada o rechazada no se puede cambiar.',
  not_sendable: 'Una cotización aprobada o rechazada no se puede volver a enviar.',
  no_way_to_send: 'Esta cotización no tiene un correo electrónico al que enviarse.',
  lead_already_quoted: 'Este prospecto ya es cliente.',
  invalid: 'Este enlace de cotización no es válido: revíselo o contáctenos.',
  already_approved: 'Esta cotización ya fue aprobada. ¡Gracias!',
  declined: 'Esta cotización fue rechazada: contáctenos para una nueva.',
  already_declined: 'Esta cotización ya fue rechazada: contáctenos para una nueva.',
  customer_declined: 'Gracias por avisarnos. Rechazamos la cotización como lo pidió.',
  decline_reasons: {
    price: 'El precio es muy alto',
    'other-company': 'Elegí otra compañía',
    'not-now': 'Ahora no',
    diy: 'Lo haré yo mismo',
    other: 'Otro motivo',
  },
  expired: 'Esta cotización venció: contáctenos y se la enviaremos de nuevo.',
  superseded: 'Esta cotización cambió desde que la abrió: lea la nueva versión y luego apruébela.',
  deposit_after_approval: 'El depósito se paga una vez aprobada la cotización.',
  no_deposit: 'Esta cotización no pide depósito.',
  deposit_paid: 'El depósito ya fue pagado. ¡Gracias!',
  deposit_paid_now: 'Depósito recibido. ¡Gracias!',
  deposit_declined: 'La tarjeta fue rechazada.',
  approved: 'Cotización aprobada. ¡Gracias! Nos comunicaremos sobre su primera visita.',
  email_subject: 'Su cotización de %{business}',
  email_body:
    'Hola %{firstName}:\n\nGracias por consultar a %{business}. Su cotización para %{address} está lista: %{total}.\n\nLéala y apruébela en línea: %{link}\n\nEs válida hasta el %{expiresOn}.',
  text_body: '%{business}: su cotización para %{address} está lista (%{total}). Léala y apruébela: %{link}',
};

export const quoteValidationEs: CatalogOf<typeof quoteValidationEn> = {
  lost_reason_required: 'Indique por qué se perdió el prospecto.',
  line_type_required: 'Elija qué es la línea.',
  price_whole_cents: 'Ingrese el precio en centavos enteros.',
  description_required: 'Describa el trabajo.',
  add_line: 'Agregue al menos una línea.',
  expiry_required: 'Elija hasta cuándo es válida la cotización.',
  lead_or_property: 'Elija un prospecto o una propiedad, no ambos.',
  signed_name_required: 'Escriba su nombre completo para aprobar.',
  decline_reason_required: 'Elija por qué la rechaza.',
  decline_note_required: 'Díganos por qué, en pocas palabras.',
  zip_code_5_digits: 'Ingrese el código postal de 5 dígitos.',
};
