// Exports the QR code as qr_code.png at exactly 300 × 300 px: qrcode.react sizes its canvas by the screen's pixel ratio,
// so the image is redrawn onto a canvas of the download's own size.
export const QR_SCREEN_SIZE = 250;
export const QR_DOWNLOAD_SIZE = 300;
export const QR_FILE_NAME = 'qr_code.png';

export function qrPng(source: HTMLCanvasElement): string {
  const canvas = document.createElement('canvas');
  canvas.width = QR_DOWNLOAD_SIZE;
  canvas.height = QR_DOWNLOAD_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  context.imageSmoothingEnabled = false;
  context.drawImage(source, 0, 0, QR_DOWNLOAD_SIZE, QR_DOWNLOAD_SIZE);
  return canvas.toDataURL('image/png');
}

export function downloadQrCode(source: HTMLCanvasElement) {
  const link = document.createElement('a');
  link.href = qrPng(source);
  link.download = QR_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
}
