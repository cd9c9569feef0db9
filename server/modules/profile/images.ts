// Profile images: PNG, JPEG or WebP up to 2 MB, recognised by their first bytes, stored under DATA_DIR/uploads.
import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_ROUTE = '/api/v1/uploads/profile';

export function imageTypeOf(bytes: Buffer): 'png' | 'jpg' | 'webp' | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return undefined;
}

export function profileImageStore(uploadsDir: string) {
  const folder = path.join(uploadsDir, 'profile');
  return {
    folder,
    /** Returns the public path of the stored image. */
    async save(userId: string, bytes: Buffer, extension: string): Promise<string> {
      await mkdir(folder, { recursive: true });
      const name = `${userId}-${randomBytes(8).toString('hex')}.${extension}`;
      await writeFile(path.join(folder, name), bytes);
      return `${PROFILE_IMAGE_ROUTE}/${name}`;
    },
    async remove(publicPath: string | null): Promise<void> {
      if (!publicPath?.startsWith(`${PROFILE_IMAGE_ROUTE}/`)) return;
      await unlink(path.join(folder, path.basename(publicPath))).catch(() => undefined);
    },
  };
}
