import { type KeyboardEvent, useCallback, useRef, useState } from 'react';

/** A cell of a grid by its row and column, both from 0. */
export interface GridPlace {
  row: number;
  col: number;
}

export interface RovingGridShape {
  rows: number;
  cols: number;
  /** Whether a place holds a cell (a month's blanks before its first day and after its last do not). */
  exists?: (place: GridPlace) => boolean;
  /** Left and right run on into the row before or after (a month read day by day), instead of stopping. */
  wrap?: boolean;
}

/** What each cell's focusable element takes: its tab stop, its keys, and a way to be focused. */
export interface RovingCellProps {
  tabIndex: 0 | -1;
  ref: (element: HTMLElement | null) => void;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

const keyOf = ({ row, col }: GridPlace) => `${row}:${col}`;

/**
 * The WAI-ARIA grid pattern's keyboard (issue 29's calendars): one tab stop for the whole grid
 * (roving tabindex, kept on the cell last focused), the arrows move a cell, Home and End to the
 * row's ends, Ctrl+Home and Ctrl+End to the grid's; Enter and Space are the cell's own (its
 * button opens the day). A move into a missing place skips on in the same direction.
 */
export function useRovingGrid({ rows, cols, exists = () => true, wrap = false }: RovingGridShape) {
  const [active, setActive] = useState<GridPlace>({ row: 0, col: 0 });
  const elements = useRef(new Map<string, HTMLElement>());
  const inside = ({ row, col }: GridPlace) => row >= 0 && row < rows && col >= 0 && col < cols;
  const present = (place: GridPlace) => inside(place) && exists(place);

  /** The first cell from `from` (itself excluded) stepping by `step`, in reading order when wrapping. */
  const seek = (from: GridPlace, step: GridPlace): GridPlace | null => {
    let at = from;
    for (let i = 0; i < rows * cols; i++) {
      let next = { row: at.row + step.row, col: at.col + step.col };
      if (wrap && step.row === 0 && (next.col < 0 || next.col >= cols))
        next = { row: next.row + step.col, col: next.col < 0 ? cols - 1 : 0 };
      if (!inside(next)) return null;
      if (exists(next)) return next;
      at = next;
    }
    return null;
  };
  const firstFrom = (start: GridPlace, step: GridPlace) => (present(start) ? start : seek(start, step));

  /** The tab stop: the active cell while it is there, else the first cell (the data changed under it). */
  const current = present(active) ? active : firstFrom({ row: 0, col: 0 }, { row: 0, col: 1 });

  const targetOf = (from: GridPlace, event: KeyboardEvent): GridPlace | null => {
    switch (event.key) {
      case 'ArrowRight':
        return seek(from, { row: 0, col: 1 });
      case 'ArrowLeft':
        return seek(from, { row: 0, col: -1 });
      case 'ArrowDown':
        return seek(from, { row: 1, col: 0 });
      case 'ArrowUp':
        return seek(from, { row: -1, col: 0 });
      case 'Home':
        return event.ctrlKey
          ? firstFrom({ row: 0, col: 0 }, { row: 0, col: 1 })
          : firstFrom({ row: from.row, col: 0 }, { row: 0, col: 1 });
      case 'End':
        return event.ctrlKey
          ? firstFrom({ row: rows - 1, col: cols - 1 }, { row: 0, col: -1 })
          : firstFrom({ row: from.row, col: cols - 1 }, { row: 0, col: -1 });
      default:
        return null;
    }
  };

  const register = useCallback((place: GridPlace, element: HTMLElement | null) => {
    if (element) elements.current.set(keyOf(place), element);
    else elements.current.delete(keyOf(place));
  }, []);

  return (place: GridPlace): RovingCellProps => ({
    tabIndex: current && keyOf(current) === keyOf(place) ? 0 : -1,
    ref: (element) => register(place, element),
    onFocus: () => setActive(place),
    onKeyDown: (event) => {
      const target = targetOf(place, event);
      if (!target) return;
      event.preventDefault();
      setActive(target);
      elements.current.get(keyOf(target))?.focus();
    },
  });
}
