// System Settings' backups and exports: the backups kept and the last run, Back up now, and the files to download.
import type { BackupsState } from '../../common/schemas/backup';
import type { ExportTypeName } from '../../common/schemas/dataExport';
import { apiCall, type Data, fetchFile } from './httpClient';

export const backupMethods = {
  getBackups: async () => (await apiCall<Data<BackupsState>>('/backups')).data,
  /** Starts one and answers at once (`running`); getBackups follows it. */
  startBackup: async () => (await apiCall<Data<BackupsState>>('/backups', { method: 'POST', body: {} })).data,
  /** A backup of the demo is a few MB, read whole. */
  downloadBackup: (file: string) => fetchFile(`/backups/${encodeURIComponent(file)}`),
  /** One type as CSV, or `all`: every type in one ZIP with its manifest. */
  downloadExport: (type: ExportTypeName | 'all') => fetchFile(type === 'all' ? '/exports/all.zip' : `/exports/${type}.csv`),
};
