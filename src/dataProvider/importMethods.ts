// The customer import's calls: upload a CSV or XLSX (a workbook's sheet by name), map it again, start it, read its
// progress and a page of its outcomes, undo it, list the imports started, and its report read through fetch (the bearer
// token goes in a header, which a plain link cannot send); the geocoder's for approximate locations.
import type { ImportList, ImportMapping, ImportRecord, RowOutcome, SourceIdChoiceInput } from '../../common/schemas/dataImport';
import type { GeocodingQueued, GeocodingState, PropertyLocated } from '../../common/schemas/geocoding';
import { session } from '../auth/session';
import { API_URL, apiCall, type Data } from './httpClient';

/** A page of an import's rows, of one outcome or all. */
export interface ImportRowsPage {
  outcome?: RowOutcome;
  start?: number;
  length?: number;
}

const searchOf = (query: object) =>
  new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));

export const importMethods = {
  uploadImport: async (file: File, sheet?: string) => {
    const form = new FormData();
    if (sheet) form.append('sheet', sheet);
    form.append('file', file);
    return (await apiCall<Data<ImportRecord>>('/imports', { method: 'POST', body: form })).data;
  },
  getImport: async (id: string, query: ImportRowsPage = {}) =>
    (await apiCall<Data<ImportRecord>>(`/imports/${id}?${searchOf(query)}`)).data,
  /** The imports started, newest first. */
  listImports: async (query: { start: number; length: number }) => (await apiCall<Data<ImportList>>(`/imports?${searchOf(query)}`)).data,
  remapImport: async (id: string, mapping: ImportMapping) =>
    (await apiCall<Data<ImportRecord>>(`/imports/${id}/mapping`, { method: 'PUT', body: { mapping } })).data,
  /** Settles a client id an earlier import gave another person, for every row of that client; the preview made again. */
  chooseImportSourceId: async (id: string, choice: SourceIdChoiceInput) =>
    (await apiCall<Data<ImportRecord>>(`/imports/${id}/source-id-choice`, { method: 'PUT', body: choice })).data,
  startImport: async (id: string) => (await apiCall<Data<ImportRecord>>(`/imports/${id}/start`, { method: 'POST' })).data,
  undoImport: async (id: string) => (await apiCall<Data<ImportRecord>>(`/imports/${id}/undo`, { method: 'POST' })).data,
  /** Queues the geocoder for an import's approximate properties (or all); answers how many are approximate. */
  /** Whether a geocoder is configured: without one, nothing offers to locate addresses. */
  geocodingState: async () => (await apiCall<Data<GeocodingState>>('/geocoding')).data,
  locateApproximate: async (importId: string | null) =>
    (await apiCall<Data<GeocodingQueued>>('/geocoding', { method: 'POST', body: { importId } })).data,
  /** Staff: sends one approximate property's address to the geocoder again (409 when geocoding is off). */
  locateProperty: async (propertyId: string) =>
    (await apiCall<Data<PropertyLocated>>(`/properties/${encodeURIComponent(propertyId)}/locate`, { method: 'POST' })).data,
  downloadImportReport: async (id: string, language: string) => {
    const response = await fetch(`${API_URL}/imports/${id}/report.csv?language=${language === 'es' ? 'es' : 'en'}`, {
      headers: { Authorization: `Bearer ${session.token() ?? ''}`, Accept: 'text/csv' },
    });
    if (!response.ok) throw new Error(`report failed: ${response.status}`);
    return response.blob();
  },
};
