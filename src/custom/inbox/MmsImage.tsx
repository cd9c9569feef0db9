// An MMS image in a thread (docs/messages.md "MMS"): the copy the server fetched from Twilio, read with staff's token
// and shown through an object URL, at most the bubble's width; a click opens it full size in a new tab.
import { useEffect, useState } from 'react';
import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ThreadMessage } from '../../../common/schemas/conversation';
import type { LawnDeskDataProvider } from '../../dataProvider';

type Image = NonNullable<ThreadMessage['media'][number]['image']>;

export function MmsImage({ image }: { image: Image }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const { data: blob } = useQuery({
    queryKey: ['thread-image', image.url],
    queryFn: () => dataProvider.getThreadImage(image.url),
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return (
    <Box
      component={url ? 'a' : 'div'}
      {...(url && { href: url, target: '_blank', rel: 'noreferrer' })}
      sx={{
        display: 'block',
        mt: 0.5,
        maxWidth: 280,
        aspectRatio: `${image.width} / ${image.height}`,
        bgcolor: 'action.hover',
        borderRadius: 1,
        overflow: 'hidden',
      }}
      data-testid="mms-image"
    >
      {url && (
        <img
          src={url}
          alt={translate('app.inbox.photo')}
          width={image.width}
          height={image.height}
          style={{ width: '100%', height: 'auto', display: 'block' }}
        />
      )}
    </Box>
  );
}
