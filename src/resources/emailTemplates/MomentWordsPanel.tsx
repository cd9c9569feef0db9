// Under the E-mail Templates list: the messages customers receive at the moments of their service (day before, on my
// way, visit done, payments, a moved visit, a card expiring), each opened in MomentWordsDialog (docs/messages.md "Moments").
import { Alert, Box, Button, Card, CardContent, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { Language } from '../../../common/i18n/keys';
import type { MomentWordsRecord } from '../../../common/schemas/momentWords';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { MomentWordsDialog, momentWordsKey } from './MomentWordsDialog';
import { LoadingBar } from '../../ui/LoadingBar';

export function MomentWordsPanel() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.customer_messages.words.${key}`, options);
  const [locale] = useLocaleState();
  const language: Language = locale === 'es' ? 'es' : 'en';
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const { data, isPending, error } = useQuery({ queryKey: momentWordsKey, queryFn: () => dataProvider.getMomentWords() });
  const [open, setOpen] = useState<MomentWordsRecord | null>(null);
  return (
    <Card component="section" aria-labelledby="moment-words-title" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="moment-words-title" variant="h6" component="h2">
          {t('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('intro')}
        </Typography>
        {isPending && <LoadingBar />}
        {error && <Alert severity="error">{t('load_failed')}</Alert>}
        <List disablePadding>
          {data?.map((record) => {
            const name = translate(`app.customer_messages.moments.${record.moment}`);
            const edited = record.edited.en.length + record.edited.es.length > 0;
            return (
              <ListItem
                key={record.moment}
                divider
                disableGutters
                secondaryAction={
                  <Button size="small" aria-label={`${t('edit')} ${name}`} onClick={() => setOpen(record)}>
                    {t('edit')}
                  </Button>
                }
              >
                <ListItemText
                  primary={
                    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                      {name}
                      {edited && <Chip size="small" color="primary" variant="outlined" label={t('edited')} />}
                    </Box>
                  }
                  secondary={record.words[language].body}
                  secondaryTypographyProps={{ sx: { overflowWrap: 'break-word' } }}
                  sx={{ pr: 9 }}
                />
              </ListItem>
            );
          })}
        </List>
      </CardContent>
      {open && <MomentWordsDialog record={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}
