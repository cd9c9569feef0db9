// System Settings' "Backups and export": the last backup, Back up now (followed until it ends) and the backups kept, to
// download (backup_download); every record as CSV (data_export). Shown to those holding either permission.
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  LinearProgress,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { hasPermission } from '../../../common/permissions';
import type { BackupFile, BackupsState } from '../../../common/schemas/backup';
import { useStoredUser } from '../../auth/useStoredUser';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';
import { useFormat } from '../../ui/format/useFormat';
import { saveFile } from '../../ui/saveFile';
import { ExportsPanel } from './ExportsPanel';

const QUERY_KEY = ['settings', 'backups'];

export function BackupsSection() {
  const translate = useTranslate();
  const user = useStoredUser();
  const mayBackUp = Boolean(user && hasPermission(user, 'backup_download'));
  const mayExport = Boolean(user && hasPermission(user, 'data_export'));
  if (!mayBackUp && !mayExport) return null;
  return (
    <Card component="section" aria-labelledby="settings-backups" variant="outlined">
      <CardContent>
        <Typography id="settings-backups" variant="h6" component="h2" gutterBottom>
          {translate('app.backups.title')}
        </Typography>
        {mayBackUp && <BackupsPanel />}
        {mayBackUp && mayExport && <Divider sx={{ my: 2 }} />}
        {mayExport && <ExportsPanel />}
      </CardContent>
    </Card>
  );
}

function BackupsPanel() {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useApiErrorToast();
  const format = useFormat();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  // Set by Back up now, so that the end of that run (and not of the nightly one) is announced.
  const awaited = useRef(false);
  const { data, isError } = useQuery({
    queryKey: QUERY_KEY,
    queryFn: async () => {
      const state = await dataProvider.getBackups();
      if (awaited.current && !state.running) {
        awaited.current = false;
        if (state.last?.ok) notify('app.backups.done', { type: 'success', messageArgs: { file: state.last.file } });
        else notify('app.backups.failed', { type: 'error', messageArgs: { error: state.last?.error ?? '' } });
      }
      return state;
    },
    refetchInterval: (query) => (query.state.data?.running ? 1500 : false),
  });
  const size = (bytes: number) =>
    translate('app.backups.megabytes', {
      size: format.number(Math.max(0.1, bytes / 1_000_000), { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    });

  const backUpNow = async () => {
    try {
      awaited.current = true;
      queryClient.setQueryData<BackupsState>(QUERY_KEY, await dataProvider.startBackup());
    } catch (error) {
      awaited.current = false;
      reportError(error);
    }
  };
  const download = async (backup: BackupFile) => {
    try {
      saveFile(await dataProvider.downloadBackup(backup.file), backup.file);
    } catch {
      notify('app.backups.download_failed', { type: 'error' });
    }
  };

  // `npm run restore` wants the checksum beside the backup: the one listed, in sha256sum's format.
  const saveChecksum = (backup: BackupFile) =>
    saveFile(new Blob([`${backup.sha256}  ${backup.file}\n`], { type: 'text/plain' }), `${backup.file}.sha256`);

  if (isError) return <Alert severity="error">{translate('app.settings.load_failed')}</Alert>;
  if (!data) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  const { last } = data;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.backups.help', { keep: data.keep })}
      </Typography>
      <Typography variant="subtitle2" component="h3">
        {translate('app.backups.last')}
      </Typography>
      <Typography variant="body2" data-testid="last-backup" color={last && !last.ok ? 'error' : undefined} sx={{ mb: 1 }}>
        {!last && translate('app.backups.never')}
        {last?.ok && translate('app.backups.last_ok', { time: format.dateTime(last.finishedAt), size: size(last.bytes ?? 0) })}
        {last && !last.ok && translate('app.backups.last_failed', { time: format.dateTime(last.finishedAt), error: last.error ?? '' })}
      </Typography>
      <Button variant="contained" onClick={backUpNow} disabled={data.running}>
        {translate('app.backups.back_up_now')}
      </Button>
      {data.running && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress aria-label={translate('app.backups.running')} />
          <Typography variant="caption" role="status">
            {translate('app.backups.running')}
          </Typography>
        </Box>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {translate('app.backups.kept')}
      </Typography>
      {data.files.length === 0 ? (
        <Typography variant="body2">{translate('app.backups.none_kept')}</Typography>
      ) : (
        <Table size="small" aria-label={translate('app.backups.kept')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.backups.file')}</TableCell>
              <TableCell align="right">{translate('app.backups.size')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{translate('app.backups.time')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.files.map((backup) => (
              <TableRow key={backup.file}>
                <TableCell sx={{ wordBreak: 'break-all' }}>
                  <Link
                    component="button"
                    variant="body2"
                    onClick={() => download(backup)}
                    aria-label={translate('app.backups.download', { file: backup.file })}
                    sx={{ textAlign: 'left' }}
                  >
                    {backup.file}
                  </Link>
                  {backup.sha256 && (
                    <Link
                      component="button"
                      variant="caption"
                      onClick={() => saveChecksum(backup)}
                      aria-label={translate('app.backups.checksum_download', { file: backup.file })}
                      sx={{ display: 'block', textAlign: 'left' }}
                    >
                      {translate('app.backups.checksum')}
                    </Link>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {size(backup.bytes)}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
                  {format.dateTime(backup.createdAt)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
