// Sales tax by place: the rate tables the admin loads, and a property's rate with staff's override of its jurisdictions.
import type { PropertySalesTax, RateTableInput, RateTableRecord, TaxOverrideInput } from '../../common/schemas/salesTax';
import { apiCall, type Data } from './httpClient';

export const salesTaxMethods = {
  getRateTables: async () => (await apiCall<Data<RateTableRecord[]>>('/sales-tax/rate-tables')).data,
  /** Answers the server's message (catalog key with its values), for the toast. */
  loadRateTable: async (input: RateTableInput) =>
    (await apiCall<Data<RateTableRecord> & { message: string }>('/sales-tax/rate-tables', { method: 'POST', body: input })).message,
  getPropertySalesTax: async (propertyId: string) =>
    (await apiCall<Data<PropertySalesTax>>(`/properties/${encodeURIComponent(propertyId)}/sales-tax`)).data,
  addTaxOverride: async (propertyId: string, input: TaxOverrideInput) =>
    (
      await apiCall<Data<PropertySalesTax>>(`/properties/${encodeURIComponent(propertyId)}/sales-tax/overrides`, {
        method: 'POST',
        body: input,
      })
    ).data,
};
