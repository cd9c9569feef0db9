// What a list says when it holds nothing yet: what it is for and how its first record comes, in the list's own words
// (`app.empty_lists.<resource>`), with the create button where the user may create. With filters on, react-admin's
// "nothing matches" and its Clear filters button instead.
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import {
  CreateButton,
  ListNoResults,
  useCanAccess,
  useListContext,
  useResourceContext,
  useResourceDefinition,
  useTranslate,
} from 'react-admin';

interface ListEmptyProps {
  /**
   * Where the user adds the first record when not the resource's own create page (a dialog, another path); given only
   * to a user who may use it.
   */
  action?: ReactNode;
}

export function ListEmpty({ action }: ListEmptyProps) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { hasCreate } = useResourceDefinition();
  const { filterValues } = useListContext();
  const { canAccess: mayCreate } = useCanAccess({ action: 'create', resource, enabled: hasCreate && !action });
  if (filterValues && Object.keys(filterValues).length > 0) return <ListNoResults />;
  const words = `app.empty_lists.${resource}`;
  const add = action ?? (hasCreate && mayCreate ? <CreateButton variant="contained" /> : undefined);
  return (
    <Box role="status" sx={{ flex: 1, textAlign: 'center', py: { xs: 4, sm: 6 }, px: 2 }}>
      <InboxIcon sx={{ fontSize: 72, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {translate(`${words}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 520, mx: 'auto' }}>
        {translate(`${words}.hint`)}
      </Typography>
      {add && (
        <>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {translate(`${words}.invite`)}
          </Typography>
          <Box sx={{ mt: 3 }}>{add}</Box>
        </>
      )}
    </Box>
  );
}
