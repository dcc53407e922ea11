/**
 * A five-field cron expression check (minute hour day-of-month month day-of-week), shared by the
 * client and the server so a bad schedule is refused before it is stored.
 */

interface CronField {
  name: string;
  min: number;
  max: number;
  names?: readonly string[];
}

const fields: readonly CronField[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  {
    name: 'month',
    min: 1,
    max: 12,
    names: ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'],
  },
  // 7 is Sunday too, as in most cron implementations.
  { name: 'day of week', min: 0, max: 7, names: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] },
];

function parseValue(text: string, field: CronField): number | null {
  if (/^\d{1,2}$/.test(text)) {
    const value = Number(text);
    return value >= field.min && value <= field.max ? value : null;
  }
  const index = field.names?.indexOf(text.toLowerCase()) ?? -1;
  if (index < 0) return null;
  return field.min === 0 ? index : index + 1;
}

function isValidItem(item: string, field: CronField): boolean {
  const [range, step, ...rest] = item.split('/');
  if (range === undefined || rest.length > 0) return false;
  if (step !== undefined && !(/^\d{1,2}$/.test(step) && Number(step) > 0 && Number(step) <= field.max))
    return false;
  if (range === '*') return true;
  const bounds = range.split('-');
  if (bounds.length > 2) return false;
  const values = bounds.map((bound) => parseValue(bound, field));
  if (values.some((value) => value === null)) return false;
  const [low, high] = values;
  return high === undefined || high === null || (low !== undefined && low !== null && low <= high);
}

/** Returns null for a valid expression, otherwise a sentence saying what is wrong. */
export function describeCronProblem(expression: string): string | null {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5 || parts[0] === '') {
    return 'Enter a cron expression with five fields: minute hour day-of-month month day-of-week (e.g. 0 9 * * 1)';
  }
  for (const [position, part] of parts.entries()) {
    const field = fields[position];
    if (!field) break;
    if (!part.split(',').every((item) => isValidItem(item, field))) {
      return `The ${field.name} field "${part}" is not valid (allowed ${field.min}-${field.max})`;
    }
  }
  return null;
}
