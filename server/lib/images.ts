// Uploaded pictures (profile images, quote photos): the type read from the bytes themselves, then decoded and written
// out afresh, which drops metadata (EXIF location, comments) and anything appended to the file.
import sharp from 'sharp';

/** A small file can still decode to gigabytes (a decompression bomb): anything larger than 6000 × 4000 is refused. */
export const MAX_IMAGE_PIXELS = 24_000_000;

export type ImageType = 'png' | 'jpg' | 'webp';
export const IMAGE_CONTENT_TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;

/** The type the magic bytes say, whatever the file's name or declared type: PNG, JPEG or WebP, else undefined. */
export function imageTypeOf(bytes: Buffer): ImageType | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return undefined;
}

export type ReencodedImage = { bytes: Buffer; type: ImageType } | { refused: 'type' | 'pixels' };

/**
 * Only what decodes as a whole image is kept, written out afresh in its own format, scaled down to fit a `side` square:
 * bytes a browser might sniff as HTML, EXIF location and comments do not survive. EXIF orientation is applied first so
 * the picture stays upright.
 */
export async function reencodeImage(bytes: Buffer, side: number): Promise<ReencodedImage> {
  const type = imageTypeOf(bytes);
  if (!type) return { refused: 'type' };
  try {
    const decoded = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize(side, side, { fit: 'inside', withoutEnlargement: true });
    const encoded = type === 'png' ? decoded.png() : type === 'jpg' ? decoded.jpeg({ quality: 85 }) : decoded.webp({ quality: 85 });
    return { bytes: await encoded.toBuffer(), type };
  } catch (error) {
    return { refused: error instanceof Error && error.message.includes('pixel limit') ? 'pixels' : 'type' };
  }
}

/** Opened on its own, a stored image may run nothing and is never read as anything but its image type. */
export const IMAGE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'",
} as const;
