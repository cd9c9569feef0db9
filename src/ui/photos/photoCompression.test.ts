import { describe, expect, it } from 'vitest';
import { compressPhoto, fittedSize, MAX_ORIGINAL_BYTES, PHOTO_LONG_SIDE } from './photoCompression';

describe('a photo made small on the phone', () => {
  it('fits the long side to 1600 px, keeps the proportions, and never enlarges', () => {
    expect(fittedSize(4032, 3024)).toEqual({ width: PHOTO_LONG_SIDE, height: 1200 });
    expect(fittedSize(3024, 4032)).toEqual({ width: 1200, height: PHOTO_LONG_SIDE });
    expect(fittedSize(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('refuses what is no image, and an original too large, before decoding anything', async () => {
    expect(await compressPhoto(new Blob(['not a photo'], { type: 'text/plain' }))).toEqual({ refused: 'type' });
    expect(await compressPhoto(new Blob([], { type: '' }))).toEqual({ refused: 'type' });
    const huge = { type: 'image/jpeg', size: MAX_ORIGINAL_BYTES + 1 } as Blob;
    expect(await compressPhoto(huge)).toEqual({ refused: 'size' });
  });
});
