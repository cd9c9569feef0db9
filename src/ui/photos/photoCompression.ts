// A photo from the phone's camera made small enough to wait in the queue and to send on a weak signal: decoded by the
// browser, drawn at most PHOTO_LONG_SIDE px on its long side and written as JPEG (which also drops the camera's EXIF).
// What is no image, or an image the browser cannot read, or one too large, is refused here, before any upload.
import { MAX_WORK_LOG_PHOTO_BYTES } from '../../../common/fieldLimits';

export const PHOTO_LONG_SIDE = 1600;
const JPEG_QUALITY = 0.82;
/** A camera's original larger than this is refused before it is even decoded (a phone's is 2–12 MB). */
export const MAX_ORIGINAL_BYTES = 40 * 1024 * 1024;
export const MAX_ORIGINAL_MB = 40;

export type CompressedPhoto = { blob: Blob; width: number; height: number } | { refused: 'type' | 'size' };

/** The size to draw at: the long side at most `longSide`, never enlarged. */
export function fittedSize(width: number, height: number, longSide = PHOTO_LONG_SIDE) {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export async function compressPhoto(file: Blob): Promise<CompressedPhoto> {
  if (!file.type.startsWith('image/')) return { refused: 'type' };
  if (file.size > MAX_ORIGINAL_BYTES) return { refused: 'size' };
  let bitmap: ImageBitmap;
  try {
    // The EXIF orientation applied, so the photo stays upright once its metadata is gone.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { refused: 'type' };
  }
  const { width, height } = fittedSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return { refused: 'type' };
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  if (!blob) return { refused: 'type' };
  if (blob.size > MAX_WORK_LOG_PHOTO_BYTES) return { refused: 'size' };
  return { blob, width, height };
}
