// Lists at phone width: one entry per record, its lines of text above its actions (tables do not fit 375 px).
import type { ReactNode } from 'react';
import { Box, List, ListItem, Typography } from '@mui/material';
import { type RaRecord, RecordContextProvider, useListContext } from 'react-admin';
import { ListEmpty } from './ListEmpty';
import { LoadingBar } from './LoadingBar';

interface RecordCardsProps<T extends RaRecord> {
  primaryText: (record: T) => string;
  lines: (record: T) => string[];
  /** Rendered in the record's context, like a table cell. */
  actions: ReactNode;
}

export function RecordCards<T extends RaRecord>({ primaryText, lines, actions }: RecordCardsProps<T>) {
  const { data, isPending } = useListContext<T>();
  if (isPending) return <LoadingBar sx={{ m: 2 }} />;
  if (!data?.length) return <ListEmpty />;
  return (
    <List disablePadding>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <ListItem divider sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1 }}>
            <Box>
              <Typography variant="subtitle1" component="p">
                {primaryText(record)}
              </Typography>
              {lines(record).map((line) => (
                <Typography key={line} variant="body2" color="text.secondary">
                  {line}
                </Typography>
              ))}
            </Box>
            {actions}
          </ListItem>
        </RecordContextProvider>
      ))}
    </List>
  );
}
