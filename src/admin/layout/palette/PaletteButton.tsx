import SearchIcon from '@mui/icons-material/Search';
import { IconButton, Tooltip } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { PALETTE_KEYBOARD_SHORTCUT, TOOLTIP_DELAY_MS } from '../../../shared/constants';
import { text } from '../../i18n/text';

// Its own chunk, fetched the first time the palette opens: the shell's first load does not carry it.
const CommandPalette = lazy(() => import('./CommandPalette').then((m) => ({ default: m.CommandPalette })));

/** How the shortcut reads on this machine: ⌘K on Apple's, Ctrl+K elsewhere (both work everywhere). */
const shortcutLabel = () =>
  /Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘K' : `Ctrl+${PALETTE_KEYBOARD_SHORTCUT.toUpperCase()}`;

/**
 * The app bar's search button, and Ctrl+K / ⌘+K from anywhere in the layout: both open the
 * command palette (issue 26), which stays mounted once loaded so it closes with its transition.
 */
export const PaletteButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === PALETTE_KEYBOARD_SHORTCUT && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        setLoaded(true);
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const label = translate(text.search.shortcut, { keys: shortcutLabel() });
  return (
    <>
      <Tooltip title={label} enterDelay={TOOLTIP_DELAY_MS}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-keyshortcuts="Control+K Meta+K"
          data-testid="palette-button"
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {loaded && (
        <Suspense fallback={null}>
          <CommandPalette open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
