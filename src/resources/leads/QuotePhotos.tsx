// The quote card's photos: thumbnails that open larger, and while the quote is open (draft or sent) Add photos (files)
// and, on a phone, Take a photo (the camera), each upload checked for size and count before it goes, and a remove
// button on each. The server reads the type from the bytes and says why it refuses (docs/quotes.md "Photos").
import { type ChangeEvent, type CSSProperties, useEffect, useRef, useState } from 'react';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Alert, Button, Stack, Typography, useMediaQuery } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import {
  MAX_QUOTE_PHOTO_BYTES,
  MAX_QUOTE_PHOTOS,
  QUOTE_PHOTO_TYPES,
  type QuotePhotoRecord,
  type QuoteRecord,
} from '../../../common/schemas/quote';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { PhotoGrid, type PhotoSize } from '../../ui/photos/PhotoGrid';

/** A photo read with staff's token, shown through an object URL that lives as long as the <img>. */
function StaffPhoto({
  quoteId,
  photo,
  size,
  alt,
  style,
}: {
  quoteId: string;
  photo: QuotePhotoRecord;
  size: PhotoSize;
  alt: string;
  style: CSSProperties;
}) {
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const { data: blob } = useQuery({
    queryKey: ['quote-photo', quoteId, photo._id, size],
    queryFn: () => dataProvider.getQuotePhoto(quoteId, photo._id, size),
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url ? <img src={url} alt={alt} width={photo.width} height={photo.height} style={style} /> : null;
}

export function QuotePhotos({ quote }: { quote: Pick<QuoteRecord, '_id' | 'status' | 'photos'> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const isTouch = useMediaQuery('(pointer: coarse)');
  const [error, setError] = useState<string | null>(null);
  const chooser = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const isEditable = quote.status === 'draft' || quote.status === 'sent';
  const room = MAX_QUOTE_PHOTOS - quote.photos.length;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['quotes-of'] });

  const upload = useMutation({
    mutationFn: async (files: File[]) => {
      // One after another, so the server counts each; the first refusal stops the rest.
      for (const file of files) await dataProvider.addQuotePhoto(quote._id, file);
    },
    onSuccess: () => notify('server.quotes.photo_added', { type: 'success' }),
    onError: (failure: Error) => setError(failure.message || 'server.quotes.photo_could_not_be_read'),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (photo: QuotePhotoRecord) => dataProvider.removeQuotePhoto(quote._id, photo._id),
    onSuccess: () => {
      notify('server.quotes.photo_removed', { type: 'success' });
      refresh();
    },
    onError: (failure: Error) => notify(failure.message, { type: 'error' }),
  });

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!files.length) return;
    setError(null);
    if (files.length > room) return setError('server.quotes.too_many_photos');
    if (files.some((file) => file.size > MAX_QUOTE_PHOTO_BYTES)) return setError('server.quotes.photo_larger_than_5_mb');
    upload.mutate(files);
  };

  if (!isEditable && quote.photos.length === 0) return null;
  return (
    <Stack spacing={1} data-testid="quote-photos">
      <Typography variant="subtitle2" component="h4">
        {translate('app.quotes.photos.title')}
      </Typography>
      {quote.photos.length > 0 ? (
        <PhotoGrid
          photos={quote.photos}
          image={(photo, size, alt, style) => <StaffPhoto quoteId={quote._id} photo={photo} size={size} alt={alt} style={style} />}
          onRemove={isEditable ? (photo) => remove.mutate(photo) : undefined}
          removing={remove.isPending}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('app.quotes.photos.none')}
        </Typography>
      )}
      {error && (
        <Alert severity="error" role="alert" onClose={() => setError(null)}>
          {translate(error, { _: error })}
        </Alert>
      )}
      {isEditable && room > 0 && (
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <input ref={chooser} type="file" accept={QUOTE_PHOTO_TYPES} multiple hidden onChange={chosen} data-testid="quote-photo-input" />
          <input
            ref={camera}
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            onChange={chosen}
            data-testid="quote-photo-camera"
          />
          <Button
            size="small"
            variant="outlined"
            startIcon={<AddPhotoAlternateIcon />}
            disabled={upload.isPending}
            onClick={() => chooser.current?.click()}
          >
            {translate(upload.isPending ? 'app.quotes.photos.uploading' : 'app.quotes.photos.add')}
          </Button>
          {isTouch && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<PhotoCameraIcon />}
              disabled={upload.isPending}
              onClick={() => camera.current?.click()}
            >
              {translate('app.quotes.photos.take')}
            </Button>
          )}
          <Typography variant="caption" color="text.secondary">
            {translate('app.quotes.photos.limits')}
          </Typography>
        </Stack>
      )}
      {isEditable && room <= 0 && (
        <Typography variant="caption" color="text.secondary">
          {translate('app.quotes.photos.full')}
        </Typography>
      )}
    </Stack>
  );
}
