// First, Previous, Next and Last through the customers list the user came from, with the place in it ("12 of 331").
import type { ComponentType } from 'react';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { propertyViewKeys, useCustomersListState, usePropertyViewProvider } from './usePropertyView';

interface StepProps {
  label: string;
  Icon: ComponentType;
  target: string | null | undefined;
  onOpen: (propertyId: string) => void;
}

function Step({ label, Icon, target, onOpen }: StepProps) {
  const translate = useTranslate();
  return (
    <Tooltip title={translate(label)}>
      <span>
        <IconButton aria-label={translate(label)} disabled={!target} onClick={() => target && onOpen(target)} size="small">
          <Icon />
        </IconButton>
      </span>
    </Tooltip>
  );
}

export function RecordNavigation({ propertyId, onOpen }: { propertyId: string; onOpen: (propertyId: string) => void }) {
  const translate = useTranslate();
  const dataProvider = usePropertyViewProvider();
  const list = useCustomersListState();
  const { data: position, isError } = useQuery({
    queryKey: propertyViewKeys.position(propertyId, list),
    queryFn: () => dataProvider.findPropertyPosition(propertyId, list),
    retry: false,
  });
  if (isError)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.property_view.navigation.not_in_list')}
      </Typography>
    );

  const away = (target: string | null | undefined) => (target === propertyId ? null : target);
  return (
    <Stack direction="row" alignItems="center" spacing={0.5} component="nav" aria-label={translate('app.property_view.navigation.label')}>
      <Step label="app.property_view.navigation.first" Icon={FirstPageIcon} target={away(position?.first)} onOpen={onOpen} />
      <Step label="app.property_view.navigation.previous" Icon={NavigateBeforeIcon} target={position?.prev} onOpen={onOpen} />
      <Typography variant="body2" sx={{ minWidth: 72, textAlign: 'center', whiteSpace: 'nowrap' }} aria-live="polite">
        {position ? translate('app.property_view.navigation.position', { index: position.index + 1, total: position.total }) : '…'}
      </Typography>
      <Step label="app.property_view.navigation.next" Icon={NavigateNextIcon} target={position?.next} onOpen={onOpen} />
      <Step label="app.property_view.navigation.last" Icon={LastPageIcon} target={away(position?.last)} onOpen={onOpen} />
    </Stack>
  );
}
