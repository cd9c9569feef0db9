// The notifications a work log's changes send, with their Spanish beside them (the bell shows either).
import type { NotificationType } from '../../../common/schemas/notification';
import type { WorkLogAction } from '../../../common/schemas/workLog';
import type { NotificationDraft } from '../notifications/notifier';

export interface Visit {
  _id: string;
  propertyId: string;
  address: string;
  date: string;
  serviceType: string;
  crewName: string | null;
  reason: string | null;
}

const SERVICE_ES: Record<string, string> = { mow: 'corte', bnb: 'bnb' };

const draft = (type: NotificationType, visit: Visit, title: string, message: string, es: { title: string; message: string }): NotificationDraft => ({
  type,
  title,
  message,
  additionalData: {
    property: { _id: visit.propertyId, address: visit.address },
    others: { workLogDate: visit.date, ...(visit.crewName && { crew: visit.crewName }), translateEs: es },
  },
});

const because = (reason: string | null) => (reason ? `: ${reason}` : '.');

/** The notification a status change sends, if any: skip, cancel, restore and revert. */
export function statusNotice(action: WorkLogAction, visit: Visit): NotificationDraft | undefined {
  const what = `${visit.serviceType} at ${visit.address} on ${visit.date}`;
  const whatEs = `${SERVICE_ES[visit.serviceType] ?? visit.serviceType} en ${visit.address} el ${visit.date}`;
  switch (action) {
    case 'skip':
      return draft('service-skip', visit, 'Service skipped', `The ${what} was skipped${because(visit.reason)}`, { title: 'Servicio omitido', message: `El ${whatEs} se omitió${because(visit.reason)}` });
    case 'cancel':
      return draft('service-cancel', visit, 'Service cancelled', `The ${what} was cancelled${because(visit.reason)}`, { title: 'Servicio cancelado', message: `El ${whatEs} se canceló${because(visit.reason)}` });
    case 'restore':
      return draft('service-restore', visit, 'Service restored', `The skipped ${what} is back on the route.`, { title: 'Servicio restaurado', message: `El ${whatEs} omitido vuelve a la ruta.` });
    case 'revert':
      return draft('service-revert', visit, 'Cancellation reverted', `The cancelled ${what} is back on the route.`, { title: 'Cancelación revertida', message: `El ${whatEs} cancelado vuelve a la ruta.` });
    default:
      return undefined;
  }
}

/** Staff hear of a reassign or move once for the whole selection. */
export function scheduleNoticeForStaff(count: number, to: { date?: string; crewName: string | null }): NotificationDraft {
  const where = [to.crewName && `to ${to.crewName}`, to.date && `on ${to.date}`].filter(Boolean).join(' ');
  const whereEs = [to.crewName && `a ${to.crewName}`, to.date && `el ${to.date}`].filter(Boolean).join(' ');
  const noun = count === 1 ? 'work log' : 'work logs';
  return {
    type: 'service-schedule',
    title: 'Work logs rescheduled',
    message: `${count} ${noun} moved ${where}.`,
    additionalData: {
      others: { ...(to.date && { workLogDate: to.date }), ...(to.crewName && { crew: to.crewName }), translateEs: { title: 'Trabajos reprogramados', message: `${count} ${count === 1 ? 'trabajo movido' : 'trabajos movidos'} ${whereEs}.` } },
    },
  };
}

/** A customer hears that a visit now falls on another day. */
export function scheduleNoticeForCustomer(visit: Visit): NotificationDraft {
  return draft('service-schedule', visit, 'Your visit was rescheduled', `Your ${visit.serviceType} at ${visit.address} is now on ${visit.date}.`, {
    title: 'Su visita fue reprogramada',
    message: `Su ${SERVICE_ES[visit.serviceType] ?? visit.serviceType} en ${visit.address} ahora es el ${visit.date}.`,
  });
}

/** Extra service time: the crew's request to the office and the office's answer to the crew. */
export function extraTimeRequestNotice(visit: Visit, minutes: number, note: string | null): NotificationDraft {
  const crew = visit.crewName ?? 'A crew';
  return draft('extra-service-time-request', visit, 'Extra service time requested', `${crew} asks for ${minutes} more minutes at ${visit.address}${because(note)}`, {
    title: 'Tiempo de servicio adicional solicitado',
    message: `${crew} pide ${minutes} minutos más en ${visit.address}${because(note)}`,
  });
}

export function extraTimeAnswerNotice(visit: Visit, decision: 'approved' | 'rejected', minutes: number): NotificationDraft {
  return decision === 'approved'
    ? draft('extra-service-time-approved', visit, 'Extra service time approved', `${minutes} more minutes approved at ${visit.address}.`, {
        title: 'Tiempo adicional aprobado', message: `${minutes} minutos más aprobados en ${visit.address}.`,
      })
    : draft('extra-service-time-rejected', visit, 'Extra service time rejected', `No extra time at ${visit.address}: finish within the time cap.`, {
        title: 'Tiempo adicional rechazado', message: `Sin tiempo adicional en ${visit.address}: termine dentro del tiempo límite.`,
      });
}
