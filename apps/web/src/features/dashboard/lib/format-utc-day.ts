const shortDay = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Mar 1" for the calendar day 2026-03-01: the server's days are UTC days, so they are shown as such. */
export function formatUtcDay(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? day : shortDay.format(time);
}
