import type { SvgIconComponent } from '@mui/icons-material';
import type { SearchGroup } from '../../../shared/contract/search';
import { text } from '../../i18n/text';
import type { MenuEntry } from '../../screensFor';

/** One line of the palette: a screen to go to or a record to open. */
export interface PaletteOption {
  /** Unique in the palette: the option element's id and React key. */
  key: string;
  label: string;
  detail?: string;
  to: string;
  icon?: SvgIconComponent;
}

/** A heading's options (its translation key), in the order shown. */
export interface PaletteSection {
  key: string;
  title: string;
  options: PaletteOption[];
}

/**
 * The palette's sections: the role's screens whose title holds the typed text (all of them
 * before anything is typed), then the server's results, a section a kind. `translate` names the
 * screens as the menu does, so the text filters what the user reads.
 */
export function paletteSections(
  typed: string,
  screens: readonly MenuEntry[],
  groups: readonly SearchGroup[],
  translate: (key: string) => string,
): PaletteSection[] {
  const wanted = typed.trim().toLocaleLowerCase();
  const screenOptions = screens
    .map((screen) => ({ key: `screen:${screen.to}`, label: translate(screen.title), to: screen.to, icon: screen.icon }))
    .filter((option) => option.label.toLocaleLowerCase().includes(wanted));
  const sections: PaletteSection[] = [];
  if (screenOptions.length > 0) sections.push({ key: 'screens', title: text.search.screens, options: screenOptions });
  for (const group of groups) {
    sections.push({
      key: group.kind,
      title: text.search[group.kind],
      options: group.hits.map((hit) => ({
        key: `${group.kind}:${hit.id}`,
        label: hit.label,
        ...(hit.detail === null ? {} : { detail: hit.detail }),
        to: hit.path,
      })),
    });
  }
  return sections;
}
