// The public quote page's photos: the ones staff attached, as thumbnails that open larger; each loads under the
// quote's token (the page's own key), so an <img> needs no sign-in.
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PublicQuote } from '../../../common/schemas/quote';
import { publicQuotePhotoUrl } from '../../dataProvider/quoteMethods';
import { PhotoGrid } from '../../ui/photos/PhotoGrid';

export function PublicQuotePhotos({ token, photos }: { token: string; photos: PublicQuote['photos'] }) {
  const translate = useTranslate();
  if (!photos.length) return null;
  return (
    <Stack spacing={1} component="section" aria-labelledby="quote-photos-title" data-testid="public-quote-photos">
      <Typography variant="subtitle2" component="h2" id="quote-photos-title">
        {translate('app.quotes.photos.public_title')}
      </Typography>
      <PhotoGrid
        photos={photos}
        image={(photo, size, alt, style) => (
          <img
            src={publicQuotePhotoUrl(token, photo._id, size)}
            alt={alt}
            width={photo.width}
            height={photo.height}
            loading="lazy"
            decoding="async"
            style={style}
          />
        )}
      />
    </Stack>
  );
}
