import { SIDEBAR_COOKIE_MAX_AGE_S, SIDEBAR_COOKIE_NAME } from '../../../shared/constants';

/** Spec §2: the sidebar's open state, kept 7 days; open when never set. */
export const readSidebarCookie = (): boolean => {
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === SIDEBAR_COOKIE_NAME);
  return entry?.[1] !== 'false';
};

export const writeSidebarCookie = (open: boolean) => {
  // biome-ignore lint/suspicious/noDocumentCookie: spec §2 keeps the sidebar state in a cookie; the Cookie Store API is not in every browser.
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; SameSite=Lax`;
};
