import {
  Box,
  Dialog,
  LinearProgress,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../api/AdminApiContext';
import { searchAdornment } from '../../common/forms/SearchAdornment';
import { text } from '../../i18n/text';
import { menuFor } from '../../screensFor';
import { type PaletteOption, paletteSections } from './paletteOptions';
import { useSearchResults } from './useSearchResults';

export interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
}

/** What the status line says: the count of options, or why there are none yet. */
function statusOf(
  search: ReturnType<typeof useSearchResults>,
  count: number,
  typed: string,
  translate: ReturnType<typeof useTranslate>,
) {
  if (search.pending) return translate(text.search.searching);
  if (search.failed) return translate(text.search.failed);
  const typedText = typed.trim();
  const short = typedText !== '' && !search.long;
  if (count === 0) return translate(short ? text.search.typeMore : text.search.empty, { query: typedText });
  const counted = translate(text.search.count, { smart_count: count });
  return short ? `${counted} · ${translate(text.search.typeMore)}` : counted;
}

/**
 * Issue 26 "Search everywhere": a dialog with a combobox whose listbox holds the screens the
 * role may open (filtered as the user types) and, after a pause in typing, the records the server
 * finds. ArrowUp / ArrowDown move through the options, Enter opens one, Escape closes; the
 * status line (a live region) says how many options there are, or that it is searching.
 */
export const CommandPalette = ({ open, onClose }: CommandPaletteProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { user } = useSession();
  const id = useId();
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // By key, so the option chosen stays chosen as results arrive; the first when it is gone.
  const [activeKey, setActiveKey] = useState<string>();
  const search = useSearchResults(typed);
  const screens = useMemo(() => menuFor(user?.role), [user?.role]);
  const sections = useMemo(
    () => paletteSections(typed, screens, search.groups, translate),
    [typed, screens, search.groups, translate],
  );
  const options = useMemo(() => sections.flatMap((section) => section.options), [sections]);
  const active = Math.max(
    0,
    options.findIndex((option) => option.key === activeKey),
  );
  const activeOption = options[active];
  const optionId = (option: PaletteOption) => `${id}-option-${option.key}`;

  useEffect(() => {
    if (activeOption) document.getElementById(optionId(activeOption))?.scrollIntoView?.({ block: 'nearest' });
  });

  const openOption = (option: PaletteOption) => {
    onClose();
    setTyped('');
    navigate(option.to);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const count = options.length;
    if (count === 0) return;
    const moves: Record<string, number> = {
      ArrowDown: (active + 1) % count,
      ArrowUp: (active - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActiveKey(options[next]?.key);
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      openOption(activeOption);
    }
  };

  const listboxId = `${id}-listbox`;
  const titleId = `${id}-title`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      // The dialog's focus trap may take the focus back to its paper as it opens: the text field
      // has it once the dialog is in.
      slotProps={{ transition: { onEntered: () => input.current?.focus() } }}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' }, '& .MuiDialog-paper': { mt: { xs: 2, sm: 10 } } }}
      data-testid="command-palette"
    >
      <Typography id={titleId} component="h2" variant="subtitle2" sx={{ px: 2, pt: 1.5 }} color="text.secondary">
        {translate(text.search.title)}
      </Typography>
      <Box sx={{ px: 2, py: 1 }}>
        <TextField
          autoFocus
          inputRef={input}
          placeholder={translate(text.search.placeholder)}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          size="small"
          fullWidth
          slotProps={{
            input: {
              startAdornment: searchAdornment,
            },
            htmlInput: {
              role: 'combobox',
              'aria-label': translate(text.search.title),
              'aria-expanded': options.length > 0,
              'aria-controls': listboxId,
              'aria-autocomplete': 'list',
              'aria-activedescendant': activeOption ? optionId(activeOption) : undefined,
              autoComplete: 'off',
              spellCheck: false,
            },
          }}
        />
      </Box>
      <LinearProgress sx={{ visibility: search.pending ? 'visible' : 'hidden' }} aria-hidden />
      <Box
        component="ul"
        role="listbox"
        id={listboxId}
        aria-label={translate(text.search.results)}
        sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: '60vh', overflowY: 'auto' }}
      >
        {sections.map((section) => (
          <Box component="li" role="presentation" key={section.key}>
            <Box component="ul" role="group" aria-labelledby={`${id}-${section.key}`} sx={{ listStyle: 'none', p: 0 }}>
              <ListSubheader id={`${id}-${section.key}`} role="presentation" sx={{ lineHeight: '32px' }}>
                {translate(section.title)}
              </ListSubheader>
              {section.options.map((option) => {
                const Icon = option.icon;
                const selected = option === activeOption;
                return (
                  <MenuItem
                    key={option.key}
                    id={optionId(option)}
                    role="option"
                    aria-selected={selected}
                    selected={selected}
                    tabIndex={-1}
                    onMouseMove={() => setActiveKey(option.key)}
                    onClick={() => openOption(option)}
                  >
                    {Icon && (
                      <ListItemIcon>
                        <Icon fontSize="small" />
                      </ListItemIcon>
                    )}
                    <ListItemText
                      primary={option.label}
                      secondary={option.detail}
                      slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                    />
                  </MenuItem>
                );
              })}
            </Box>
          </Box>
        ))}
      </Box>
      <Typography role="status" aria-live="polite" variant="caption" color="text.secondary" sx={{ px: 2, py: 1 }}>
        {statusOf(search, options.length, typed, translate)}
      </Typography>
    </Dialog>
  );
};
