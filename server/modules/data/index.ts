// The data domain's door: the business's data moving in and out (docs/data.md). import/ brings customers in from a
// spreadsheet and locates approximate addresses; export/ takes every record out as CSV and keeps the database's backups;
// clear/ empties the business to start it afresh.
export { holdDataDir, type BackupPlace, backupPlaceOf, dataExportJobs, default as dataExportModule } from './export';
export { dataImportJobs, default as dataImportModule } from './import';
export {
  answerClearRequests,
  askServerToClear,
  clearKeeping,
  default as businessDataModule,
  type DemoFilesPlace,
  demoFilesOf,
} from './clear';
export { backUp, type BackupSource, readLastRun } from './export/backup';
export { backupSourceOf, backUpApp } from './export/backupPlace';
export { pgliteDirOf, restoreBackup, RestoreRefused, type RestoreTarget } from './export/restore';
export { isServing, serverHolding, BACKUP_SIGNAL, type ServerHold } from './export/serverLock';
