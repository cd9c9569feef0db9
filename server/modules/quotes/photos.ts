// A quote's photos as read: the list staff's record and the public page carry, and one photo's bytes (quotePhotoRoutes.ts
// adds and removes them).
import { and, asc, eq } from 'drizzle-orm';
import type { QuotePhotoRecord } from '../../../common/schemas/quote';
import { quotePhotos } from '../../db/schema';
import type { Executor } from '../../lib/history';
import { notFound } from '../../lib/httpErrors';

export async function photosOf(executor: Executor, quoteId: string): Promise<QuotePhotoRecord[]> {
  const rows = await executor
    .select({ _id: quotePhotos._id, width: quotePhotos.width, height: quotePhotos.height, createdAt: quotePhotos.createdAt })
    .from(quotePhotos)
    .where(eq(quotePhotos.quoteId, quoteId))
    .orderBy(asc(quotePhotos.createdAt), asc(quotePhotos._id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The photo's bytes (or its thumbnail's), only when it is the named quote's. */
export async function photoFile(executor: Executor, quoteId: string, photoId: string, size: 'full' | 'thumbnail') {
  const [photo] = await executor
    .select({
      contentType: quotePhotos.contentType,
      bytes: size === 'thumbnail' ? quotePhotos.thumbnail : quotePhotos.bytes,
    })
    .from(quotePhotos)
    .where(and(eq(quotePhotos._id, photoId), eq(quotePhotos.quoteId, quoteId)));
  if (!photo) throw notFound('photo');
  return photo;
}
