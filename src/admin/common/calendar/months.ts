/** A month as the calendar shows it: YYYY-MM. */
export type Month = string;

const pad = (n: number) => String(n).padStart(2, '0');

/** The month holding a day (YYYY-MM-DD), or today's (in the browser's time zone). */
export const monthOf = (day?: string): Month => {
  if (day) return day.slice(0, 7);
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
};

/** The month `by` months after (or before) `month`. */
export const shiftMonth = (month: Month, by: number): Month => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, m - 1 + by, 1));
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}`;
};

/** The month's first and last day, as a calendar call's range. */
export const rangeOf = (month: Month) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${pad(last)}` };
};

/** The weekday of a day, Monday 0 to Sunday 6. */
export const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The month's name and year as the header says it (en-IN, like the other dates). */
export const monthTitle = (month: Month) =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
