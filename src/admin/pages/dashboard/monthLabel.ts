import { LOCALE } from '../../../shared/constants';

const format = new Intl.DateTimeFormat(LOCALE, { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** A chart month ('YYYY-MM-01') as its axis shows it: 'Nov 26'. */
export const monthLabel = (month: string): string => format.format(new Date(`${month}T00:00:00Z`));
