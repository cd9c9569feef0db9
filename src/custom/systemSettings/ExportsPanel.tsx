// Every record the business owns, one CSV per type or all of them in one ZIP (data_export): a button per file.
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack, Typography } from '@mui/material';
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
  const download = async (type: Download) => {
    setBusy(type);
    try {
      saveFile(await dataProvider.downloadExport(type), type === 'all' ? 'lawndesk-export.zip' : `${type}.csv`);
    } catch {
      notify('app.backups.download_failed', { type: 'error' });
    } finally {
      setBusy(null);
    }
  };
  const button = (type: Download, label: string, variant: 'contained' | 'outlined') => (
    <Button key={type} size="small" variant={variant} startIcon={<DownloadIcon />} disabled={busy !== null} onClick={() => download(type)}>
      {label}
    </Button>
  );
  return (
    <section aria-labelledby="settings-exports">
      <Typography id="settings-exports" variant="subtitle1" component="h3">
        {translate('app.backups.export_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.backups.export_help')}
      </Typography>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {button('all', translate('app.backups.export_all'), 'contained')}
        {EXPORT_TYPE_NAMES.map((type) => button(type, translate(`app.backups.types.${type}`), 'outlined'))}
      </Stack>
    </section>
  );
}
