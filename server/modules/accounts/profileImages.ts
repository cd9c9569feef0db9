// Profile images: PNG, JPEG or WebP up to 2 MB, decoded and re-encoded (which drops metadata and anything appended),
// stored in the database so that every API node serves them.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Executor } from '../../lib/history';
import { uploadedImages } from '../../db/schema';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** A small file can still decode to gigabytes (a decompression bomb): anything larger than 6000 × 4000 is refused. */
export const MAX_IMAGE_PIXELS = 24_000_000;
/** Stored images are scaled down to fit this square: a profile picture never needs more. */
const STORED_IMAGE_SIDE = 1024;
export const PROFILE_IMAGE_ROUTE = '/api/v1/uploads/profile';

type ImageType = 'png' | 'jpg' | 'webp';

export function imageTypeOf(bytes: Buffer): ImageType | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return undefined;
}

export type ReencodedImage = { bytes: Buffer; type: ImageType } | { refused: 'type' | 'pixels' };

/**
 * Only what decodes as a whole image is kept, written out afresh in its own format: bytes a browser might sniff as HTML,
 * EXIF location and comments do not survive. EXIF orientation is applied first so the picture stays upright.
 */
export async function reencodeImage(bytes: Buffer): Promise<ReencodedImage> {
  const type = imageTypeOf(bytes);
  if (!type) return { refused: 'type' };
  try {
    const decoded = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize(STORED_IMAGE_SIDE, STORED_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true });
    const encoded = type === 'png' ? decoded.png() : type === 'jpg' ? decoded.jpeg({ quality: 85 }) : decoded.webp({ quality: 85 });
    return { bytes: await encoded.toBuffer(), type };
  } catch (error) {
    return { refused: error instanceof Error && error.message.includes('pixel limit') ? 'pixels' : 'type' };
  }
}

const CONTENT_TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;

export function profileImageStore(db: Executor) {
  return {
    /** Returns the public path of the stored image. */
    async save(bytes: Buffer, type: ImageType): Promise<string> {
      const name = `${randomBytes(16).toString('hex')}.${type}`;
      await db.insert(uploadedImages).values({ name, contentType: CONTENT_TYPES[type], bytes });
      return `${PROFILE_IMAGE_ROUTE}/${name}`;
    },
    async read(name: string) {
      const [image] = await db
        .select({ contentType: uploadedImages.contentType, bytes: uploadedImages.bytes })
        .from(uploadedImages)
        .where(eq(uploadedImages.name, name));
      return image;
    },
    async remove(publicPath: string | null): Promise<void> {
      if (!publicPath?.startsWith(`${PROFILE_IMAGE_ROUTE}/`)) return;
      await db.delete(uploadedImages).where(eq(uploadedImages.name, publicPath.slice(PROFILE_IMAGE_ROUTE.length + 1)));
    },
  };
}
