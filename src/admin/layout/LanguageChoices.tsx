import CheckIcon from '@mui/icons-material/Check';
import { ListItemIcon, ListItemText, ListSubheader, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { toast } from 'sonner';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../shared/constants';
import { useAdminApi, useSession } from '../api/AdminApiContext';
import { setLanguageCall } from '../api/calls/language';
import { errorMessage } from '../api/errors';
import { useSendCall } from '../api/useSendCall';
import { text } from '../i18n/text';

/**
 * The user menu's languages (issue 26), each named in itself. A choice is kept on the account
 * first, so another browser opens in it too, then applied here at once: the texts load and the
 * app re-renders in them (i18n/SessionLanguage.tsx), with no reload.
 */
export const LanguageChoices = ({ onChosen }: { onChosen: () => void }) => {
  const translate = useTranslate();
  const send = useSendCall();
  const { authStore } = useAdminApi();
  const { language: current } = useSession();
  const [sending, setSending] = useState(false);

  const choose = async (language: Language) => {
    onChosen();
    if (language === current) return;
    setSending(true);
    try {
      authStore.setLanguage(await send(setLanguageCall, { language }));
    } catch (error) {
      toast.error(translate(errorMessage(error, translate(text.layout.languageFailed))));
    } finally {
      setSending(false);
    }
  };

  return [
    // A heading of the menu, not an item: presentational, so the menu holds only its items.
    <ListSubheader key="label" role="presentation" sx={{ lineHeight: 2.5 }}>
      {translate(text.layout.language)}
    </ListSubheader>,
    ...LANGUAGES.map((language) => (
      <MenuItem
        key={language}
        role="menuitemradio"
        aria-checked={language === current}
        lang={language}
        disabled={sending}
        onClick={() => void choose(language)}
        data-testid={`language-${language}`}
      >
        <ListItemIcon>{language === current && <CheckIcon fontSize="small" />}</ListItemIcon>
        <ListItemText>{LANGUAGE_NAMES[language]}</ListItemText>
      </MenuItem>
    )),
  ];
};
