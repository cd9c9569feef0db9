// System Settings' backups and exports: the backups kept and the last run, Back up now, and the files to download.
import { HttpError } from 'react-admin';
import type { BackupsState } from '../../common/schemas/backup';
import type { ExportTypeName } from '../../common/schemas/dataExport';
import { session } from '../auth/session';
import { API_URL, apiCall, type Data } from './httpClient';

/** A file the API streams, read whole (a backup of the demo is a few MB; the browser saves it with saveFile). */
async function fetchFile(path: string): Promise<Blob> {
  const response = await fetch(`${API_URL}${path}`, { headers: { Authorization: `Bearer ${session.token() ?? ''}` } });
  if (!response.ok) throw new HttpError(`download failed: ${response.status}`, response.status, {});
  return response.blob();
}

export const backupMethods = {
  getBackups: async () => (await apiCall<Data<BackupsState>>('/backups')).data,
  /** Starts one and answers at once (`running`); getBackups follows it. */
  startBackup: async () => (await apiCall<Data<BackupsState>>('/backups', { method: 'POST', body: {} })).data,
  downloadBackup: (file: string) => fetchFile(`/backups/${encodeURIComponent(file)}`),
  /** One type as CSV, or `all`: every type in one ZIP with its manifest. */
  downloadExport: (type: ExportTypeName | 'all') => fetchFile(type === 'all' ? '/exports/all.zip' : `/exports/${type}.csv`),
};
