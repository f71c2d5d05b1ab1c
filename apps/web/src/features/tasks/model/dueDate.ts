/** A due date (`YYYY-MM-DD`) as people read it, e.g. "Dec 24, 2026"; the day never shifts by time zone. */
export function formatDueDate(date: string, locale?: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(parsed);
}

/** Today as `YYYY-MM-DD` in the user's time zone. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whether an open task's due date has passed (ISO dates compare as text). */
export function isOverdue(
  task: { due_date: string | null; completed: boolean },
  today: string,
): boolean {
  return task.due_date !== null && !task.completed && task.due_date < today;
}
