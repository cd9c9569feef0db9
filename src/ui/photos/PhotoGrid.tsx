// A grid of photo thumbnails that open larger in a dialog (full screen on a phone), with a remove button on each when
// the caller allows it: the lead's quote card and the customer's public quote page. The caller says how an image loads
// (a public address, or a blob read with staff's token).
import { type ReactNode, useState } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, ButtonBase, Dialog, DialogContent, IconButton, useMediaQuery, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface GridPhoto {
  _id: string;
  width: number;
  height: number;
}

export type PhotoSize = 'thumbnail' | 'full';

interface PhotoGridProps<P extends GridPhoto> {
  photos: readonly P[];
  /** The <img> of a photo at a size, with its alt text and the style the grid gives it. */
  image: (photo: P, size: PhotoSize, alt: string, style: React.CSSProperties) => ReactNode;
  onRemove?: (photo: P) => void;
  removing?: boolean;
  /** The alt text's key, with `n` and `count`: what the photos are of. */
  altKey?: string;
  /** The remove button's label key, with `n`. */
  removeKey?: string;
  /** A control laid over a tile's bottom left corner (the office's "show the customer"). */
  overlay?: (photo: P, index: number) => ReactNode;
}

export function PhotoGrid<P extends GridPhoto>({
  photos,
  image,
  onRemove,
  removing,
  altKey = 'app.quotes.photos.alt',
  removeKey = 'app.quotes.photos.remove',
  overlay,
}: PhotoGridProps<P>) {
  const translate = useTranslate();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const [open, setOpen] = useState<number | null>(null);
  const count = photos.length;
  const altOf = (index: number) => translate(altKey, { n: index + 1, count });
  const shown = open === null ? undefined : photos[open];
  return (
    <>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          // Three a row on a phone, so ten photos stay a short block; larger tiles where there is room.
          gridTemplateColumns: { xs: 'repeat(auto-fill, minmax(84px, 1fr))', sm: 'repeat(auto-fill, minmax(112px, 1fr))' },
          gap: 1,
          listStyle: 'none',
          m: 0,
          p: 0,
        }}
        data-testid="photo-grid"
      >
        {photos.map((photo, index) => (
          <Box component="li" key={photo._id} sx={{ position: 'relative', aspectRatio: '1', borderRadius: 1, overflow: 'hidden' }}>
            <ButtonBase
              onClick={() => setOpen(index)}
              aria-label={translate('app.quotes.photos.open', { n: index + 1, count })}
              sx={{ width: '100%', height: '100%', bgcolor: 'action.hover' }}
            >
              {image(photo, 'thumbnail', altOf(index), { width: '100%', height: '100%', objectFit: 'cover', display: 'block' })}
            </ButtonBase>
            {onRemove && (
              <IconButton
                size="small"
                disabled={removing}
                onClick={() => onRemove(photo)}
                aria-label={translate(removeKey, { n: index + 1 })}
                sx={{
                  position: 'absolute',
                  top: 4,
                  right: 4,
                  bgcolor: 'background.paper',
                  boxShadow: 1,
                  '&:hover': { bgcolor: 'background.paper' },
                }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            )}
            {overlay && <Box sx={{ position: 'absolute', bottom: 4, left: 4 }}>{overlay(photo, index)}</Box>}
          </Box>
        ))}
      </Box>
      <Dialog
        open={shown !== undefined}
        onClose={() => setOpen(null)}
        fullScreen={isPhone}
        maxWidth="lg"
        aria-label={open === null ? undefined : altOf(open)}
        slotProps={{ paper: { sx: { bgcolor: 'common.black', backgroundImage: 'none' } } }}
      >
        <IconButton
          onClick={() => setOpen(null)}
          aria-label={translate('app.quotes.photos.close')}
          sx={{
            position: 'absolute',
            top: 8,
            right: 8,
            zIndex: 1,
            bgcolor: 'background.paper',
            '&:hover': { bgcolor: 'background.paper' },
          }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent sx={{ p: 0, flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          {shown &&
            open !== null &&
            image(shown, 'full', altOf(open), {
              maxWidth: '100%',
              maxHeight: isPhone ? '100vh' : '85vh',
              width: 'auto',
              height: 'auto',
              display: 'block',
              aspectRatio: `${shown.width} / ${shown.height}`,
            })}
        </DialogContent>
      </Dialog>
    </>
  );
}
