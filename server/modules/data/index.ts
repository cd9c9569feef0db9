// The data domain's door: the business's data moving in and out (docs/data.md). import/ brings customers in from a
// spreadsheet and locates approximate addresses; export/ takes every record out as CSV and keeps the database's backups;
// clear/ empties the business to start it afresh.
export { holdDataDir, backupPlaceOf, dataExportJobs, default as dataExportModule } from './export';
export { dataImportJobs, default as dataImportModule } from './import';
export {
  answerClearRequests,
  askServerToClear,
  clearKeeping,
  default as businessDataModule,
  demoFilesOf,
} from './clear';
// What bench/ and scripts/ call (they import doors only).
export { backUp, type BackupSource, readLastRun } from './export/backup';
export { backUpApp, backupSourceOf } from './export/backupPlace';
export { pgliteDirOf, restoreBackup, RestoreRefused, type RestoreTarget } from './export/restore';
export { BACKUP_SIGNAL, isServing, type ServerHold, serverHolding } from './export/serverLock';
