// The quick "go to" search: a button in the app bar and Ctrl+K (⌘K on a Mac) open a box that finds any screen the
// user may open by its name (type-ahead, arrow keys, Enter to go, Escape to leave).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Box, Button, Dialog, InputBase, List, ListItem, ListItemText, Typography } from '@mui/material';
import useAutocomplete from '@mui/material/useAutocomplete';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useStoredUser } from '../../auth/useStoredUser';
import { goToTargets, matchTargets } from './goToTargets';

// The button's text is its accessible name: on a phone it is hidden from sight only, so the name stays.
const PHONE_HIDDEN_TEXT = {
  position: { xs: 'absolute', md: 'static' },
  width: { xs: '1px', md: 'auto' },
  height: { xs: '1px', md: 'auto' },
  overflow: { xs: 'hidden', md: 'visible' },
  clip: { xs: 'rect(0 0 0 0)', md: 'auto' },
  whiteSpace: 'nowrap',
} as const;

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

interface Option {
  to: string;
  name: string;
  where: string;
}

function useOptions(): Option[] {
  const translate = useTranslate();
  const user = useStoredUser();
  return useMemo(
    () =>
      goToTargets(user).map(({ to, label, context }) => ({
        to,
        name: translate(label),
        where: context.map((key) => translate(key)).join(' › '),
      })),
    [user, translate],
  );
}

function GoToBox({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const options = useOptions();
  const { getRootProps, getInputProps, getListboxProps, getOptionProps, groupedOptions, inputValue } = useAutocomplete<Option>({
    id: 'go-to',
    options,
    open: true,
    autoHighlight: true,
    clearOnBlur: false,
    getOptionLabel: (option) => option.name,
    isOptionEqualToValue: (option, value) => option.to === value.to,
    filterOptions: (all, { inputValue: query }) => matchTargets(all, query),
    onChange: (_event, option) => {
      if (!option) return;
      onClose();
      navigate(option.to);
    },
    onClose: (_event, reason) => reason === 'escape' && onClose(),
  });
  const found = groupedOptions as Option[];
  return (
    <Box {...getRootProps()}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <SearchIcon color="action" />
        <InputBase
          autoFocus
          fullWidth
          placeholder={translate('app.go_to.placeholder')}
          inputProps={{ ...getInputProps(), 'aria-label': translate('app.go_to.title') }}
        />
      </Box>
      {found.length > 0 ? (
        <List
          {...getListboxProps()}
          aria-label={translate('app.go_to.title')}
          sx={{ maxHeight: { xs: '60vh', sm: 400 }, overflow: 'auto', py: 0.5 }}
        >
          {found.map((option, index) => {
            const { key, ...optionProps } = getOptionProps({ option, index });
            return (
              <ListItem key={key} {...optionProps} sx={{ cursor: 'pointer', py: 0.75, '&.Mui-focused': { bgcolor: 'action.selected' } }}>
                <ListItemText primary={option.name} secondary={option.where || undefined} slotProps={{ secondary: { noWrap: true } }} />
              </ListItem>
            );
          })}
        </List>
      ) : (
        <Typography role="status" sx={{ px: 2, py: 2 }} color="text.secondary">
          {translate('app.go_to.none', { query: inputValue })}
        </Typography>
      )}
    </Box>
  );
}

export function GoToSearch() {
  const translate = useTranslate();
  const [isOpen, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  const shortcut = translate(isMac() ? 'app.go_to.shortcut_mac' : 'app.go_to.shortcut');
  return (
    <>
      <Button
        color="inherit"
        onClick={() => setOpen(true)}
        aria-keyshortcuts="Control+K Meta+K"
        startIcon={<SearchIcon />}
        sx={{ minWidth: 0, mx: 0.5, '& .MuiButton-startIcon': { mr: { xs: 0, md: 1 } } }}
      >
        <Box component="span" sx={PHONE_HIDDEN_TEXT}>
          {translate('app.go_to.button')}
        </Box>
        <Box
          component="kbd"
          aria-hidden
          sx={{
            display: { xs: 'none', lg: 'inline' },
            ml: 1,
            px: 0.75,
            fontSize: '0.75rem',
            fontFamily: 'inherit',
            border: 1,
            borderRadius: 1,
            opacity: 0.8,
          }}
        >
          {shortcut}
        </Box>
      </Button>
      <Dialog
        open={isOpen}
        onClose={close}
        fullWidth
        maxWidth="sm"
        aria-label={translate('app.go_to.title')}
        sx={{
          '& .MuiDialog-container': { alignItems: 'flex-start' },
          '& .MuiDialog-paper': { mt: { xs: 2, sm: 10 }, mx: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: undefined } },
        }}
      >
        {isOpen && <GoToBox onClose={close} />}
      </Dialog>
    </>
  );
}
