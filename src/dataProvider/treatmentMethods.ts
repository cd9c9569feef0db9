// Treatments outside the simple-rest resources: a property's program enrolments, and a product's stock movements.
import type { EnrolmentInput, EnrolmentRecord, ProductRecord, StockAdjustment, StockMovementRecord } from '../../common/schemas/treatment';
import { apiCall, type Data } from './httpClient';

export const treatmentMethods = {
  /** The property's enrolments, newest season first, each with its rounds as planned. */
  getPropertyPrograms: (propertyId: string) => apiCall<EnrolmentRecord[]>(`/properties/${propertyId}/programs`),
  enrolProperty: async (propertyId: string, body: EnrolmentInput) =>
    (await apiCall<Data<EnrolmentRecord>>(`/properties/${propertyId}/programs`, { method: 'POST', body })).data,
  endEnrolment: async (propertyId: string, enrolmentId: string) =>
    (await apiCall<Data<EnrolmentRecord>>(`/properties/${propertyId}/programs/${enrolmentId}`, { method: 'DELETE' })).data,
  getStockMovements: async (productId: string) =>
    (await apiCall<Data<StockMovementRecord[]>>(`/products/${productId}/stock-movements`)).data,
  adjustStock: async (productId: string, body: StockAdjustment) =>
    (await apiCall<Data<ProductRecord>>(`/products/${productId}/stock-movements`, { method: 'POST', body })).data,
};
