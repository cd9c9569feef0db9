// Profile images: PNG, JPEG or WebP up to 2 MB, decoded and re-encoded (which drops metadata and anything appended),
// stored in the database so that every API node serves them.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../lib/history';
import { IMAGE_CONTENT_TYPES, type ImageType, reencodeImage as reencode } from '../../lib/images';
import { uploadedImages } from '../../db/schema';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Stored images are scaled down to fit this square: a profile picture never needs more. */
const STORED_IMAGE_SIDE = 1024;
export const PROFILE_IMAGE_ROUTE = '/api/v1/uploads/profile';

export const reencodeImage = (bytes: Buffer) => reencode(bytes, STORED_IMAGE_SIDE);

export function profileImageStore(db: Executor) {
  return {
    /** Returns the public path of the stored image. */
    async save(bytes: Buffer, type: ImageType): Promise<string> {
      const name = `${randomBytes(16).toString('hex')}.${type}`;
      await db.insert(uploadedImages).values({ name, contentType: IMAGE_CONTENT_TYPES[type], bytes });
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
