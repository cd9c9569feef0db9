// The first rows of a dashboard list, each a link, with how many more there are.
import type { ReactNode } from 'react';
import { List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

export interface ShortListItem {
  key: string;
  to: string;
  primary: ReactNode;
  secondary?: ReactNode;
}

export function ShortList({ items, total, empty }: { items: ShortListItem[]; total: number; empty: string }) {
  const translate = useTranslate();
  if (items.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <>
      <List dense disablePadding>
        {items.map((item) => (
          <ListItem key={item.key} disablePadding>
            <ListItemButton component={Link} to={item.to} sx={{ px: 1 }}>
              <ListItemText primary={item.primary} secondary={item.secondary} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {total > items.length && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.dashboard.more', { smart_count: total - items.length })}
        </Typography>
      )}
    </>
  );
}
