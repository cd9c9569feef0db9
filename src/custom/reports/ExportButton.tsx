// Export a report as CSV: the server streams every row, the bar follows the rows read against the count sent first.
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ReportKey } from '../../../common/schemas/report';
import { downloadReportCsv, type ExportProgress, type ReportParams } from '../../dataProvider/reportMethods';
import { saveFile } from '../../ui/saveFile';

export function ExportButton({ report, params }: { report: ReportKey; params: ReportParams }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const start = async () => {
    setProgress({ done: 0, total: 0 });
    try {
      const { blob, rows } = await downloadReportCsv(report, params, setProgress);
      saveFile(blob, `${report}.csv`);
      notify('app.reports.exported', { type: 'success', messageArgs: { count: rows } });
    } catch {
      notify('app.reports.export_failed', { type: 'error' });
    } finally {
      setProgress(null);
    }
  };
  const percent = progress && progress.total ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <Box sx={{ minWidth: { xs: '100%', sm: 240 } }}>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={start} disabled={progress !== null}>
        {translate('app.reports.export')}
      </Button>
      {progress && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress variant="determinate" value={percent} aria-label={translate('app.reports.export')} />
          <Typography variant="caption" role="status">
            {translate('app.reports.exporting', { done: progress.done, total: progress.total })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
