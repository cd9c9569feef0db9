// The Spanish of ../visitPage.ts, loaded only once Spanish is shown (src/i18n/es.ts).
import type { Spanish } from '../spanish';
import type { visitPageEn } from '../visitPage';

export const visitPageEs: Spanish<typeof visitPageEn> = {
  title: 'Su visita',
  loading: 'Cargando su visita…',
  date: 'Fecha',
  services: 'Servicio',
  service_types: { mow: 'Servicio de césped', bnb: 'Arbustos y canteros', treatment: 'Tratamiento del césped' },
  crew: 'Equipo',
  minutes_on_site: 'Tiempo en el lugar',
  minutes: '%{smart_count} minuto |||| %{smart_count} minutos',
  note: 'Nota de su equipo',
  photos: 'Fotos',
  photo_alt: 'Foto de la visita (%{kind})',
  photo_kinds: { before: 'antes', after: 'después', issue: 'problema' },
  rate_title: '¿Cómo lo hicimos?',
  stars_label: 'Su calificación',
  star: '%{smart_count} estrella |||| %{smart_count} estrellas',
  comment: 'Comentario (opcional)',
  send: 'Enviar mi calificación',
  choose_stars: 'Elija de 1 a 5 estrellas.',
  thanks: 'Gracias: calificó esta visita con %{stars}.',
  review_offer: '¿Quiere compartir su experiencia públicamente también? Ayuda a sus vecinos a elegir.',
  review_button: 'Escribir una reseña pública',
  link_until: 'Esta página funciona hasta el %{date}.',
  questions: '¿Preguntas? Llame al %{phone}.',
  ratings: {
    title: 'Calificaciones de clientes',
    average:
      '%{average} ★ de %{smart_count} calificación en %{days} días |||| %{average} ★ de %{smart_count} calificaciones en %{days} días',
    none: 'Sin calificaciones en los últimos %{days} días.',
    open: 'Abrir la visita',
  },
};
