// Spanish notification titles and messages: typed by the English catalog, so a missing key fails typecheck.
import type { notificationsEn } from '../en/notifications';
import type { CatalogOf } from '../catalog';

export const notificationsEs: CatalogOf<typeof notificationsEn> = {
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
  extra_time_requested_message: '%{crew} pide %{minutes} minutos más en %{address}.',
  extra_time_requested_title: 'Solicitud de tiempo extra',
  office_announcement_created: 'Nuevo anuncio de oficina: %{title}',
  office_announcement_removed: 'Anuncio de oficina retirado: %{title}',
  office_announcement_updated: 'Anuncio de oficina actualizado: %{title}',
  payment_failed_message: 'La tarjeta registrada para %{address} fue rechazada.',
  payment_failed_title: 'Pago rechazado',
  property_status_message: '%{address} (%{customer}) ahora está %{status}.',
  property_status_title: 'Estado de la propiedad actualizado',
  property_statuses: {
    active: 'activa',
    declined: 'rechazada',
    'no-renew': 'sin renovar',
    past: 'anterior',
    'pro-collect': 'en cobranza',
  },
  reminder_due_title: 'Recordatorio pendiente: %{address}',
  service_scheduled_message: '%{address}: %{day}, entre las %{from} y las %{to}.',
  service_scheduled_title: 'Su próximo corte está programado',
};
