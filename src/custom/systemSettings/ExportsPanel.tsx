// Every record the business owns, all of them in one ZIP or one type as CSV (data_export).
import DownloadIcon from '@mui/icons-material/Download';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { EXPORT_TYPE_NAMES, type ExportTypeName } from '../../../common/schemas/dataExport';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { saveFile } from '../../ui/saveFile';

type Download = ExportTypeName | 'all';

export function ExportsPanel() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const [busy, setBusy] = useState<Download | null>(null);
  const [type, setType] = useState<ExportTypeName>('customers');
  const download = async (what: Download) => {
    setBusy(what);
    try {
      saveFile(await dataProvider.downloadExport(what), what === 'all' ? 'lawndesk-export.zip' : `${what}.csv`);
    } catch {
      notify('app.backups.download_failed', { type: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-labelledby="settings-exports">
      <Typography id="settings-exports" variant="subtitle1" component="h3">
        {translate('app.backups.export_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.backups.export_help')}
      </Typography>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap alignItems="center">
        <Button size="small" variant="contained" startIcon={<DownloadIcon />} disabled={busy !== null} onClick={() => download('all')}>
          {translate('app.backups.export_all')}
        </Button>
        <TextField
          select
          size="small"
          label={translate('app.backups.export_one')}
          value={type}
          onChange={(event) => setType(event.target.value as ExportTypeName)}
          sx={{ minWidth: 220 }}
        >
          {EXPORT_TYPE_NAMES.map((name) => (
            <MenuItem key={name} value={name}>
              {translate(`app.backups.types.${name}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button size="small" variant="outlined" startIcon={<DownloadIcon />} disabled={busy !== null} onClick={() => download(type)}>
          {translate('app.backups.export_download')}
        </Button>
      </Stack>
    </section>
  );
}
