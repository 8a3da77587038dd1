import { useMediaQuery } from '@mui/material';
import { MOBILE_BREAKPOINT_PX } from '../../shared/constants';

/** Spec §9: under 768 px the screen is a phone's (the sidebar an overlay, lists cards). */
export const usePhoneScreen = (): boolean =>
  useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`, { noSsr: true });
