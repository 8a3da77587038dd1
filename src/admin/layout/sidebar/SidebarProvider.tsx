import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { SIDEBAR_KEYBOARD_SHORTCUT } from '../../../shared/constants';
import { usePhoneScreen } from '../../common/usePhoneScreen';
import { readSidebarCookie, writeSidebarCookie } from './sidebarCookie';

export interface SidebarState {
  /** Under 768 px the sidebar is an overlay (spec §2, §9). */
  isMobile: boolean;
  /** Desktop: expanded (true) or icons only (false); saved in the cookie. */
  open: boolean;
  /** Mobile: the overlay is shown; not saved, it always starts closed. */
  openMobile: boolean;
  setOpenMobile(open: boolean): void;
  toggle(): void;
}

const SidebarContext = createContext<SidebarState | null>(null);

/**
 * Sidebar state outside react-admin's store (which logging out resets), toggled by the
 * button or by Ctrl+B / Meta+B.
 */
export const SidebarProvider = ({ children }: { children: ReactNode }) => {
  const isMobile = usePhoneScreen();
  const [open, setOpen] = useState(readSidebarCookie);
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile((shown) => !shown);
      return;
    }
    writeSidebarCookie(!open);
    setOpen(!open);
  }, [isMobile, open]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo(
    () => ({ isMobile, open, openMobile, setOpenMobile, toggle }),
    [isMobile, open, openMobile, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
};

export const useSidebar = (): SidebarState => {
  const value = useContext(SidebarContext);
  if (!value) throw new Error('useSidebar must be used inside <SidebarProvider>');
  return value;
};
