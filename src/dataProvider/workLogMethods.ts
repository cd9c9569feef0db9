// Work logs beyond the simple-rest `work-logs` resource: one visit's detail, status changes, bulk moves, a vendor's day balanced, rain days, skipped lists, pickers' choices, day summaries, extra time, crew notes.
import type { WorkLogChoices } from '../../common/schemas/choices';
import type {
  ExtraTimeDecision,
  ExtraTimeRequest,
  OnMyWayAnswer,
  OnMyWayInput,
  WorkLogFilter,
  WorkLogMove,
  WorkLogNotesInput,
  WorkLogReassign,
  WorkLogStatusChange,
} from '../../common/schemas/workLog';
import { IDEMPOTENCY_HEADER } from '../../common/schemas/idempotency';
import type { BalanceApplyInput, BalancePreviewInput, BalanceProposal } from '../../common/schemas/balance';
import type { OutboundStatus } from '../../common/schemas/outbound';
import type { RainDayApplyInput, RainDayListRow, RainDayPlan, RainDayPreviewInput, RainDayResult } from '../../common/schemas/rainDay';
import type { CrewRoute, RouteGenerateRequest, RouteOrderInput } from '../../common/schemas/route';
import type { WorkLogDaySummary, WorkLogDetail, WorkLogRow } from '../../common/schemas/workLogRecord';
import type { WorkLogPhoto, WorkLogPhotoChange } from '../../common/schemas/workLogPhotos';
import { apiCall, type Data, fetchFile } from './httpClient';
import type { ServicePauseInput, ServicePauseRecord } from '../../common/schemas/servicePause';

/** A photo to send: the file and the fields beside it (the queue's `CrewPhoto`). */
export interface NewWorkLogPhoto {
  clientId: string;
  kind: WorkLogPhoto['kind'];
  note?: string;
  forCustomer: boolean;
  takenAt: string;
  latitude?: number;
  longitude?: number;
  accuracyM?: number;
  blob: Blob;
}

export type { BalanceProposal, CrewRoute, RainDayListRow, RainDayPlan, RainDayResult, WorkLogDaySummary, WorkLogDetail, WorkLogRow };
export type SummaryQuery = Pick<WorkLogFilter, 'dateFrom' | 'dateTo' | 'crewId' | 'vendorId' | 'marketId'> & {
  dateFrom: string;
  dateTo: string;
};

const idempotencyHeader = (key: string | undefined): Record<string, string> => (key ? { [IDEMPOTENCY_HEADER]: key } : {});

const query = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();

export const workLogMethods = {
  generateRoute: async (input: RouteGenerateRequest) =>
    (await apiCall<Data<CrewRoute>>('/work-logs/route', { method: 'POST', body: input })).data,
  /** `idempotencyKey`: the crew's reorder queued on its phone is applied once however often it is sent (docs/offline.md). */
  orderRoute: async (input: RouteOrderInput, { idempotencyKey }: { idempotencyKey?: string } = {}) =>
    (await apiCall<Data<CrewRoute>>('/work-logs/route', { method: 'PUT', body: input, headers: idempotencyHeader(idempotencyKey) })).data,
  getWorkLogDetail: (id: string) => apiCall<WorkLogDetail>(`/work-logs/${encodeURIComponent(id)}`),
  /** `idempotencyKey`: a change sent again after a lost signal is applied once (docs/offline.md). */
  changeWorkLogStatus: async (id: string, change: WorkLogStatusChange, { idempotencyKey }: { idempotencyKey?: string } = {}) =>
    (
      await apiCall<Data<WorkLogDetail>>(`/work-logs/${encodeURIComponent(id)}/status`, {
        method: 'PUT',
        body: change,
        headers: idempotencyHeader(idempotencyKey),
      })
    ).data,
  reassignWorkLogs: async (input: WorkLogReassign) =>
    (await apiCall<Data<WorkLogRow[]>>('/work-logs/reassign', { method: 'POST', body: input })).data,
  /** `signal`: aborting it (the dialog closed) ends the request, which cancels the server's search. */
  previewBalance: async (input: BalancePreviewInput, { signal }: { signal?: AbortSignal } = {}) =>
    (await apiCall<Data<BalanceProposal>>('/work-logs/balance/preview', { method: 'POST', body: input, signal })).data,
  applyBalance: async (input: BalanceApplyInput) =>
    (await apiCall<Data<WorkLogRow[]>>('/work-logs/balance/apply', { method: 'POST', body: input })).data,
  listRainDays: async () => (await apiCall<Data<RainDayListRow[]>>('/work-logs/rain-days')).data,
  /** The messages a rain day (any burst) left waiting, per channel, and when they should be out. */
  outboundStatus: async () => (await apiCall<Data<OutboundStatus>>('/messaging/outbound')).data,
  previewRainDay: async (input: RainDayPreviewInput) =>
    (await apiCall<Data<RainDayPlan>>('/work-logs/rain-day/preview', { method: 'POST', body: input })).data,
  applyRainDay: async (input: RainDayApplyInput) =>
    (await apiCall<Data<RainDayResult>>('/work-logs/rain-day/apply', { method: 'POST', body: input })).data,
  listServicePauses: async (propertyId?: string) =>
    (await apiCall<Data<ServicePauseRecord[]>>(`/service-pauses${propertyId ? `?propertyId=${encodeURIComponent(propertyId)}` : ''}`)).data,
  pauseServices: async (input: ServicePauseInput) =>
    (await apiCall<Data<ServicePauseRecord>>('/service-pauses', { method: 'POST', body: input })).data,
  endServicePause: async (id: string) =>
    (await apiCall<Data<ServicePauseRecord>>(`/service-pauses/${encodeURIComponent(id)}`, { method: 'DELETE' })).data,
  undoRainDay: async (id: string) =>
    (await apiCall<Data<RainDayResult>>(`/work-logs/rain-day/${encodeURIComponent(id)}/undo`, { method: 'POST' })).data,
  moveWorkLogs: async (input: WorkLogMove) => (await apiCall<Data<WorkLogRow[]>>('/work-logs/move', { method: 'POST', body: input })).data,
  getSkippedWorkLogs: async (crewId: string, date: string) =>
    (await apiCall<Data<WorkLogRow[]>>(`/work-logs/${encodeURIComponent(crewId)}/${encodeURIComponent(date)}/skipped`)).data,
  getWorkLogChoices: async () => (await apiCall<Data<WorkLogChoices>>('/work-logs/choices')).data,
  getWorkLogSummary: async (params: SummaryQuery) => (await apiCall<Data<WorkLogDaySummary[]>>(`/work-logs/summary?${query(params)}`)).data,
  setWorkLogNotes: async (id: string, input: WorkLogNotesInput, { idempotencyKey }: { idempotencyKey?: string } = {}) =>
    (
      await apiCall<Data<WorkLogDetail>>(`/work-logs/${encodeURIComponent(id)}/notes`, {
        method: 'PUT',
        body: input,
        headers: idempotencyHeader(idempotencyKey),
      })
    ).data,
  requestExtraTime: async (id: string, request: ExtraTimeRequest, { idempotencyKey }: { idempotencyKey?: string } = {}) =>
    (
      await apiCall<Data<WorkLogDetail>>(`/work-logs/${encodeURIComponent(id)}/extra-time`, {
        method: 'POST',
        body: request,
        headers: idempotencyHeader(idempotencyKey),
      })
    ).data,
  tellOnMyWay: async (id: string, { idempotencyKey, position }: { idempotencyKey?: string; position?: OnMyWayInput } = {}) =>
    (
      await apiCall<Data<OnMyWayAnswer>>(`/work-logs/${encodeURIComponent(id)}/on-my-way`, {
        method: 'POST',
        headers: idempotencyHeader(idempotencyKey),
        ...(position && { body: position }),
      })
    ).data,
  /** A photo taken on the phone (docs/field.md): its `clientId` and the key both make a replay add nothing. */
  addWorkLogPhoto: async (id: string, photo: NewWorkLogPhoto, { idempotencyKey }: { idempotencyKey?: string } = {}) => {
    const body = new FormData();
    body.append('kind', photo.kind);
    body.append('clientId', photo.clientId);
    body.append('forCustomer', String(photo.forCustomer));
    body.append('takenAt', photo.takenAt);
    if (photo.note) body.append('note', photo.note);
    for (const field of ['latitude', 'longitude', 'accuracyM'] as const)
      if (photo[field] !== undefined) body.append(field, String(photo[field]));
    // The file last: the server reads the fields before it.
    body.append('file', photo.blob, `${photo.clientId}.jpg`);
    return (
      await apiCall<Data<WorkLogPhoto>>(`/work-logs/${encodeURIComponent(id)}/photos`, {
        method: 'POST',
        headers: idempotencyHeader(idempotencyKey),
        body,
      })
    ).data;
  },
  /** Staff: show a visit's photo to the customer or not. */
  changeWorkLogPhoto: async (id: string, photoId: string, change: WorkLogPhotoChange) =>
    (
      await apiCall<Data<WorkLogPhoto>>(`/work-logs/${encodeURIComponent(id)}/photos/${encodeURIComponent(photoId)}`, {
        method: 'PATCH',
        body: change,
      })
    ).data,
  /** Staff: remove a visit's photo (the visit's history keeps who and when). */
  removeWorkLogPhoto: async (id: string, photoId: string) =>
    (
      await apiCall<Data<{ _id: string }>>(`/work-logs/${encodeURIComponent(id)}/photos/${encodeURIComponent(photoId)}`, {
        method: 'DELETE',
      })
    ).data,
  /** A visit's photo read with the caller's token, for an <img> (staff's visit, the crew's stop). */
  getWorkLogPhoto: (url: string, size: 'full' | 'thumbnail') => fetchFile(`${url.replace(/^\/api\/v1/, '')}?size=${size}`),
  decideExtraTime: async (id: string, decision: ExtraTimeDecision) =>
    (await apiCall<Data<WorkLogDetail>>(`/work-logs/${encodeURIComponent(id)}/extra-time`, { method: 'PUT', body: decision })).data,
};
