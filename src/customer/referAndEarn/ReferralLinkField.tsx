// The referral link with its Copy button: a toast, and a 'copied' state that resets after 2 seconds (spec section 4).
import { useEffect, useState } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, Stack, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

export const COPIED_RESET_MS = 2000;

export function ReferralLinkField({ link }: { link: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      notify('app.referrals.link_copied', { type: 'success' });
    } catch {
      notify('app.referrals.copy_failed', { type: 'error' });
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
      <TextField
        label={translate('app.referrals.your_link')}
        value={link}
        fullWidth
        size="small"
        slotProps={{
          input: { readOnly: true },
          htmlInput: { onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select() },
        }}
      />
      <Button
        variant="contained"
        onClick={copy}
        startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
        sx={{ flexShrink: 0, minWidth: 120 }}
      >
        {translate(copied ? 'app.referrals.copied' : 'app.referrals.copy')}
      </Button>
    </Stack>
  );
}
