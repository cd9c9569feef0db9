// The referral link as a QR code: error correction H, 250 px on screen with its quiet zone, downloadable at 300 × 300 px.
import { useRef } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Stack } from '@mui/material';
import { QRCodeCanvas } from 'qrcode.react';
import { useTranslate } from 'react-admin';
import { downloadQrCode, QR_DOWNLOAD_SIZE, QR_SCREEN_SIZE } from './qrDownload';

/** The quiet zone, in modules, that scanners need around the code. */
const QUIET_ZONE = 4;

export function ReferralQrCode({ link }: { link: string }) {
  const translate = useTranslate();
  const download = useRef<HTMLCanvasElement>(null);
  return (
    <Stack spacing={1.5} alignItems="center">
      {/* White behind the code in both themes: a QR code on a dark page does not scan. */}
      <Box sx={{ bgcolor: '#fff', lineHeight: 0, borderRadius: 1, maxWidth: '100%' }}>
        <QRCodeCanvas
          value={link}
          level="H"
          size={QR_SCREEN_SIZE}
          marginSize={QUIET_ZONE}
          aria-label={translate('app.referrals.qr_code')}
          style={{ maxWidth: '100%', height: 'auto' }}
        />
      </Box>
      <QRCodeCanvas
        ref={download}
        value={link}
        level="H"
        size={QR_DOWNLOAD_SIZE}
        marginSize={QUIET_ZONE}
        hidden
        aria-hidden
        data-testid="qr-download-canvas"
      />
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => download.current && downloadQrCode(download.current)}>
        {translate('app.referrals.download_qr')}
      </Button>
    </Stack>
  );
}
