// A visit's photos (docs/field.md): thumbnails that open larger, read with the caller's token through the address the
// server gave (staff's and the crew's under /work-logs, the customer's under /customer), with each kind counted and
// the issues' notes; and where the crew's phone was at each action, a far one flagged for the office.
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { WORK_LOG_PHOTO_KINDS } from '../../../common/fieldLimits';
import type { PortalVisitPhoto, WorkLogActionPosition, WorkLogPhoto } from '../../../common/schemas/workLogPhotos';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useFormat } from '../format/useFormat';
import { PhotoGrid, type PhotoSize } from '../photos/PhotoGrid';

/** What a reader gets of a photo: staff and the crew all of it, the customer the portal's shape. */
export type ShownPhoto = PortalVisitPhoto & Partial<Pick<WorkLogPhoto, 'note' | 'forCustomer'>>;

function WorkLogPhotoImage({ photo, size, alt, style }: { photo: ShownPhoto; size: PhotoSize; alt: string; style: CSSProperties }) {
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const { data: blob } = useQuery({
    queryKey: ['visit-photo', photo.url, size],
    queryFn: () => dataProvider.getWorkLogPhoto(photo.url, size),
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

/** The office's controls on each photo (the visit's page): remove it, show it to the customer or not. */
interface PhotoControls {
  onRemove: (photo: ShownPhoto) => void;
  overlay: (photo: ShownPhoto, index: number) => ReactNode;
  busy: boolean;
}

export function WorkLogPhotos({
  photos,
  showEmpty = true,
  controls,
}: {
  photos: readonly ShownPhoto[];
  showEmpty?: boolean;
  controls?: PhotoControls;
}) {
  const translate = useTranslate();
  if (!photos.length)
    return showEmpty ? (
      <Typography variant="body2" color="text.secondary">
        {translate('app.work_logs.photos.none')}
      </Typography>
    ) : null;
  const issues = photos.filter((photo) => photo.kind === 'issue' && photo.note);
  return (
    <Stack spacing={1} data-testid="visit-photos">
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {WORK_LOG_PHOTO_KINDS.map((kind) => {
          const count = photos.filter((photo) => photo.kind === kind).length;
          return count ? (
            <Chip
              key={kind}
              size="small"
              variant="outlined"
              color={kind === 'issue' ? 'warning' : 'default'}
              label={`${translate(`app.work_logs.photos.kinds.${kind}`)} ${count}`}
            />
          ) : null;
        })}
        {/* Staff's view, where some are the office's own: how many the customer sees. */}
        {photos.some((photo) => photo.forCustomer) && photos.some((photo) => !photo.forCustomer) && (
          <Chip
            size="small"
            color="success"
            variant="outlined"
            label={`${translate('app.work_logs.photos.for_customer')} ${photos.filter((photo) => photo.forCustomer).length}`}
          />
        )}
      </Stack>
      <PhotoGrid
        photos={photos}
        altKey="app.work_logs.photos.alt"
        removeKey="app.work_logs.photos.remove"
        onRemove={controls?.onRemove}
        removing={controls?.busy}
        overlay={controls?.overlay}
        image={(photo, size, alt, style) => <WorkLogPhotoImage photo={photo} size={size} alt={alt} style={style} />}
      />
      {issues.map((photo) => (
        <Alert key={photo._id} severity="warning" variant="outlined">
          {photo.note}
        </Alert>
      ))}
    </Stack>
  );
}

export function WorkLogPositions({ positions }: { positions: readonly WorkLogActionPosition[] }) {
  const translate = useTranslate();
  const format = useFormat();
  if (!positions.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.work_logs.positions.none')}
      </Typography>
    );
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} data-testid="visit-positions">
      {positions.map((position) => (
        <Stack
          component="li"
          key={`${position.action}-${position.at}`}
          direction="row"
          spacing={1}
          alignItems="center"
          useFlexGap
          sx={{ flexWrap: 'wrap', py: 0.5 }}
        >
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {translate(`app.work_logs.positions.actions.${position.action}`)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {format.time(position.at)} ·{' '}
            {position.distanceM === null
              ? translate('app.work_logs.positions.no_property_position', { accuracy: Math.round(position.accuracyM) })
              : translate('app.work_logs.positions.distance', {
                  distance: format.number(position.distanceM),
                  accuracy: Math.round(position.accuracyM),
                })}
          </Typography>
          {position.far && <Chip size="small" color="warning" label={translate('app.work_logs.positions.far')} />}
        </Stack>
      ))}
    </Box>
  );
}
