// Spanish notification titles and messages: typed by the English catalog, so a missing key fails typecheck.
import type { notificationsEn } from '../en/notifications';
import type { CatalogOf } from '../catalogTypes';

export const notificationsEs: CatalogOf<typeof notificationsEn> = {
  charge_later: {
    reverted_message: '%{address} (%{customer}) ya no se cobrará el %{date}: vuelve a estar pendiente.',
    reverted_title: 'Cobro posterior cancelado',
    scheduled_message: 'A %{address} (%{customer}) se le cobrará %{amount} el %{date}.',
    scheduled_title: 'Cobro programado',
    updated_message: 'A %{address} (%{customer}) se le cobrará ahora %{amount} el %{date}.',
    updated_title: 'Cobro programado cambiado',
  },
  visit_rated_low_title: 'Visita con %{stars} estrellas: %{name}',
  visit_rated_low_message: '%{address}, %{date}. El cliente escribió: %{comment}',
  lead_created_title: 'Nuevo prospecto: %{name}',
  quote_joined_no_card_title: 'Cotización aprobada en una cuenta sin tarjeta: %{name}',
  quote_joined_no_card_message:
    '%{address} se agregó a la cuenta existente con la que coincidió este prospecto. No se cobra ninguna tarjeta por ella hasta que el cliente elija una en el portal o se lo diga.',
  signup_flood_title: 'Se están rechazando solicitudes',
  signup_flood_message:
    'Llegaron más de %{max} solicitudes en una hora: las siguientes se rechazan hasta que pase la hora. Revise los prospectos más recientes por si es un ataque.',
  lead_created_message: {
    call: 'Una llamada registrada por %{by}.',
    'contact-request': 'De la solicitud de contacto de un cliente.',
    signup: 'De la página de registro.',
    customer: 'Un cliente pide más trabajo.',
    text: 'Un texto de un número que ningún cliente tiene (vea la bandeja de entrada).',
  },
  contact_request_title: 'Nueva solicitud de contacto: %{subject}',
  crew_announcement_created: 'Nuevo anuncio: %{title}',
  crew_announcement_removed: 'Anuncio retirado: %{title}',
  crew_announcement_updated: 'Anuncio actualizado: %{title}',
  delay_answer_message: '%{title}: %{answer}',
  delay_answer_title: '%{crew} respondió %{answer}',
  delay_answers: {
    no: 'No',
    ok: 'Ok',
    yes: 'Sí',
  },
  extra_time_requested_message: '%{crew} pide %{minutes} minutos más en %{address}%{reason}',
  extra_time_requested_title: 'Solicitud de tiempo extra',
  office_announcement_created: 'Nuevo anuncio de oficina: %{title}',
  office_announcement_removed: 'Anuncio de oficina retirado: %{title}',
  office_announcement_updated: 'Anuncio de oficina actualizado: %{title}',
  payments: {
    charge_later_ready_message: 'Hoy se cobran %{amount} por el %{item} en %{address} del %{date}, como se programó.',
    charge_later_ready_title: 'Cobro diferido para hoy',
    declined_expired_message:
      'La tarjeta para el %{item} en %{address} del %{date} está vencida (%{reason}). No se intentará de nuevo: agregue una tarjeta nueva.',
    declined_retry_message:
      'La tarjeta para el %{item} en %{address} del %{date} fue rechazada (%{reason}). Se intentará de nuevo el %{nextDate}.',
    declined_stop_message: 'La tarjeta para el %{item} en %{address} del %{date} fue rechazada (%{reason}). No se intentará de nuevo.',
    items: {
      bnb: 'arbustos y camas',
      'call-log': 'llamada',
      mow: 'corte',
    },
    no_card_message: 'No hay tarjeta registrada para cobrar %{amount} por el %{item} en %{address} del %{date}.',
    no_charge_message: 'El %{item} en %{address} del %{date} no se cobra%{reason}',
    no_charge_revert_message: 'El %{item} en %{address} del %{date} vuelve a cobrarse.',
    no_charge_revert_title: 'Visita cobrada de nuevo',
    no_charge_title: 'Visita sin cargo',
    success_message: 'Se cobraron %{amount} por el %{item} en %{address} del %{date}.',
    success_title: 'Pago recibido',
  },
  payment_failed_message: 'La tarjeta registrada para %{address} fue rechazada.',
  payment_failed_title: 'Pago rechazado',
  portal: {
    activation_processed_message: 'Nuestro equipo procesó su solicitud para activar %{address}%{note}',
    activation_processed_title: 'Solicitud de activación procesada',
    activation_requested_message: '%{customer} pide activar %{address}%{note}',
    activation_requested_title: 'Activación solicitada: %{address}',
  },
  property_status_message: '%{address} (%{customer}) ahora está %{status}.',
  property_status_title: 'Estado de la propiedad actualizado',
  property_statuses: {
    active: 'activa',
    declined: 'rechazada',
    'no-renew': 'sin renovar',
    past: 'anterior',
    'pro-collect': 'en cobranza',
  },
  referrals: {
    created_message: '%{referred} fue referida por %{referrer}.',
    created_title: 'Nuevo referido',
    free_mow_title: 'Ganó un corte gratis',
    referred_free_mow_message: 'Su propiedad completó %{visits} servicios: su próximo corte puede ser gratis.',
    referrer_free_mow_message: 'Una propiedad que usted refirió completó %{visits} servicios: su próximo corte puede ser gratis.',
  },
  reminder_due_title: 'Recordatorio pendiente: %{address}',
  service_scheduled_message: '%{address}: %{day}, entre las %{from} y las %{to}.',
  service_scheduled_title: 'Su próximo corte está programado',
  settings: {
    mail_settings_changed:
      '%{name} cambió el servidor de correo (servidor, usuario o contraseña). Revise la Configuración del sistema si no lo esperaba.',
    payments_settings_changed:
      '%{name} cambió la pasarela de pago (pasarela, dirección, usuario o secretos). Revise la Configuración del sistema si no lo esperaba.',
    textMessages_settings_changed:
      '%{name} cambió la cuenta de Twilio para los mensajes de texto (cuenta o token). Revise la Configuración del sistema si no lo esperaba.',
    staffMessages_settings_changed:
      '%{name} cambió el límite de mensajes que el personal envía a mano. Revise la Configuración del sistema si no lo esperaba.',
    business_settings_changed:
      '%{name} cambió la dirección del sitio con la que empieza cada enlace de los mensajes. Revise la Configuración del sistema si no lo esperaba.',
    referral_settings_changed:
      '%{name} cambió la dirección base del enlace de referido que los clientes comparten. Revise la Configuración del sistema si no lo esperaba.',
    reviews_settings_changed:
      '%{name} cambió la página de reseñas que se ofrece a los clientes tras calificar una visita. Revise la Configuración del sistema si no lo esperaba.',
    secret_settings_changed_title: 'Cambios en la configuración de correo, pagos o mensajes de texto',
  },
  services: {
    bnb: 'bnb',
    mow: 'corte',
  },
  rain_day: {
    applied_message:
      'Día de lluvia el %{date}: %{smart_count} visita pasó a un día posterior. |||| Día de lluvia el %{date}: %{smart_count} visitas pasaron a días posteriores.',
    title: 'Día de lluvia',
    undone_message:
      'Se deshizo el día de lluvia del %{date}: %{smart_count} visita volvió a su día. |||| Se deshizo el día de lluvia del %{date}: %{smart_count} visitas volvieron a su día.',
  },
  work_logs: {
    a_crew: 'Una cuadrilla',
    cancelled_message: 'El %{service} en %{address} el %{date} se canceló%{reason}',
    cancelled_title: 'Servicio cancelado',
    crew_day_changed_message:
      'La oficina movió %{smart_count} visita a o de su día %{date}. |||| La oficina movió %{smart_count} visitas a o de su día %{date}.',
    crew_day_changed_title: 'Su día cambió',
    customer_rescheduled_message: 'Su %{service} en %{address} ahora es el %{date}.',
    customer_rescheduled_title: 'Su visita fue reprogramada',
    customer_visits_rescheduled_message:
      'Su visita prevista para el %{dates} ahora es el %{date}. |||| Sus %{smart_count} visitas previstas para %{dates} ahora son el %{date}.',
    customer_visits_rescheduled_title: 'Sus visitas fueron reprogramadas',
    extra_time_approved_message: '%{minutes} minutos más aprobados en %{address}.',
    extra_time_approved_title: 'Tiempo adicional aprobado',
    extra_time_rejected_message: 'Sin tiempo adicional en %{address}: termine dentro del tiempo límite.',
    extra_time_rejected_title: 'Tiempo adicional rechazado',
    moved_on_date: '%{smart_count} trabajo movido al %{date}. |||| %{smart_count} trabajos movidos al %{date}.',
    moved_to_crew: '%{smart_count} trabajo movido a %{crew}. |||| %{smart_count} trabajos movidos a %{crew}.',
    moved_to_crew_on_date: '%{smart_count} trabajo movido a %{crew} el %{date}. |||| %{smart_count} trabajos movidos a %{crew} el %{date}.',
    unassigned_on_date:
      '%{smart_count} trabajo movido al %{date} sin cuadrilla. |||| %{smart_count} trabajos movidos al %{date} sin cuadrilla.',
    rescheduled_title: 'Trabajos reprogramados',
    restored_message: 'El %{service} omitido en %{address} el %{date} vuelve a la ruta.',
    restored_title: 'Servicio restaurado',
    reverted_message: 'El %{service} cancelado en %{address} el %{date} vuelve a la ruta.',
    reverted_title: 'Cancelación revertida',
    skipped_message: 'El %{service} en %{address} el %{date} se omitió%{reason}',
    skipped_title: 'Servicio omitido',
    time_up_message: 'Quedan %{minutes} minutos del límite de tiempo.',
    time_up_title: 'Se acaba el tiempo: %{address}',
  },
};
