// Treatments outside the simple-rest resources: a property's program enrolments and lawn, a product's stock movements, the
// application record a crew makes at its stop, a record's correction and the inspector's CSV.
import { IDEMPOTENCY_HEADER } from '../../common/schemas/idempotency';
import type {
  ApplicationBody,
  ApplicationQuery,
  ApplicationRecord,
  CorrectionBody,
  EnrolmentInput,
  EnrolmentRecord,
  LawnInput,
  LawnRecord,
  ProductRecord,
  StockAdjustment,
  StockMovementRecord,
} from '../../common/schemas/treatment';
import { apiCall, type Data, fetchFile } from './httpClient';

export type ApplicationReportQuery = Omit<ApplicationQuery, 'workLogId' | 'correctsId'>;

export const treatmentMethods = {
  /** `idempotencyKey`: a record sent again after a lost signal is written once (docs/offline.md). */
  recordApplication: async (workLogId: string, body: ApplicationBody, { idempotencyKey }: { idempotencyKey?: string } = {}) =>
    (
      await apiCall<Data<ApplicationRecord>>(`/work-logs/${encodeURIComponent(workLogId)}/applications`, {
        method: 'POST',
        body,
        headers: idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {},
      })
    ).data,
  /** The property's enrolments, newest season first, each with its rounds as planned. */
  getPropertyPrograms: (propertyId: string) => apiCall<EnrolmentRecord[]>(`/properties/${propertyId}/programs`),
  enrolProperty: async (propertyId: string, body: EnrolmentInput) =>
    (await apiCall<Data<EnrolmentRecord>>(`/properties/${propertyId}/programs`, { method: 'POST', body })).data,
  endEnrolment: async (propertyId: string, enrolmentId: string) =>
    (await apiCall<Data<EnrolmentRecord>>(`/properties/${propertyId}/programs/${enrolmentId}`, { method: 'DELETE' })).data,
  /** The property's lawn (its area, and the outline it was measured from), or null. */
  getPropertyLawn: async (propertyId: string) => (await apiCall<Data<LawnRecord | null>>(`/properties/${propertyId}/lawn`)).data,
  savePropertyLawn: async (propertyId: string, body: LawnInput) =>
    (await apiCall<Data<LawnRecord>>(`/properties/${propertyId}/lawn`, { method: 'PUT', body })).data,
  getStockMovements: async (productId: string) =>
    (await apiCall<Data<StockMovementRecord[]>>(`/products/${productId}/stock-movements`)).data,
  adjustStock: async (productId: string, body: StockAdjustment) =>
    (await apiCall<Data<ProductRecord>>(`/products/${productId}/stock-movements`, { method: 'POST', body })).data,
  /** A new record correcting the one given (which stays as it was). */
  correctApplication: async (applicationId: string, body: CorrectionBody) =>
    (await apiCall<Data<ApplicationRecord>>(`/applications/${applicationId}/corrections`, { method: 'POST', body })).data,
  /** The inspector's report of a period (and an applicator, a property or a product) as CSV or PDF. */
  downloadApplicationsReport: (query: ApplicationReportQuery, format: 'csv' | 'pdf') =>
    fetchFile(
      `/reports/applications.${format}?${new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])))}`,
    ),
};
