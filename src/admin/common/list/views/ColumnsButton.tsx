import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ViewColumnIcon from '@mui/icons-material/ViewColumnOutlined';
import {
  Box,
  Button,
  Checkbox,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Popover,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { text } from '../../../i18n/text';
import { type ColumnInfo, inChosenOrder } from './columns';
import { useChosenColumns, useListColumns } from './ListColumns';

const t = text.savedViews;

/** The shown columns first, in their order, then the hidden ones as declared. */
const ordered = (available: readonly ColumnInfo[], shown: readonly string[]) => {
  const visible = inChosenOrder(available, (column) => column.key, shown);
  return [...visible, ...available.filter((column) => !shown.includes(column.key))];
};

/** Moves `key` one place towards `step` (-1 up, +1 down) among the shown columns. */
const moved = (shown: readonly string[], key: string, step: -1 | 1) => {
  const from = shown.indexOf(key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= shown.length) return [...shown];
  const next = [...shown];
  [next[from], next[to]] = [next[to] as string, next[from] as string];
  return next;
};

/**
 * Choose and order the list's columns (kept for this browser until saved in a view): a checkbox
 * shows or hides one, the arrows move it. The last shown column cannot be hidden.
 */
export const ColumnsButton = () => {
  const translate = useTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const available = useListColumns()?.available ?? [];
  const [chosen, setChosen] = useChosenColumns();
  if (available.length === 0) return null;
  const known = new Set(available.map((column) => column.key));
  const picked = chosen?.filter((key) => known.has(key)) ?? [];
  const shown = picked.length > 0 ? picked : available.map((column) => column.key);
  const toggle = (key: string) => setChosen(shown.includes(key) ? shown.filter((one) => one !== key) : [...shown, key]);

  return (
    <>
      <Button
        startIcon={<ViewColumnIcon />}
        aria-haspopup="true"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate(t.columns)}
      </Button>
      <Popover
        id={menuId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <List dense subheader={<ListSubheader disableSticky>{translate(t.columnsTitle)}</ListSubheader>}>
          {ordered(available, shown).map((column, position) => {
            const index = shown.indexOf(column.key);
            const visible = index >= 0;
            // A header may hold spaces, which aria-labelledby would read as several ids.
            const labelId = `${menuId}-${position}`;
            return (
              <ListItem
                key={column.key}
                secondaryAction={
                  visible && (
                    <>
                      <IconButton
                        size="small"
                        aria-label={translate(t.moveUp, { name: column.label })}
                        disabled={index === 0}
                        onClick={() => setChosen(moved(shown, column.key, -1))}
                      >
                        <ArrowUpwardIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        edge="end"
                        aria-label={translate(t.moveDown, { name: column.label })}
                        disabled={index === shown.length - 1}
                        onClick={() => setChosen(moved(shown, column.key, 1))}
                      >
                        <ArrowDownwardIcon fontSize="small" />
                      </IconButton>
                    </>
                  )
                }
                sx={{ pr: 12 }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Checkbox
                    edge="start"
                    size="small"
                    checked={visible}
                    disabled={visible && shown.length === 1}
                    onChange={() => toggle(column.key)}
                    slotProps={{ input: { 'aria-labelledby': labelId } }}
                  />
                </ListItemIcon>
                <ListItemText id={labelId} primary={column.label} />
              </ListItem>
            );
          })}
        </List>
        <Divider />
        <Box sx={{ p: 1 }}>
          <Button fullWidth disabled={chosen === null} onClick={() => setChosen(null)}>
            {translate(t.resetColumns)}
          </Button>
        </Box>
      </Popover>
    </>
  );
};
