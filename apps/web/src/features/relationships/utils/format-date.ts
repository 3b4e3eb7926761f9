import { SHORT_DATE_FORMAT } from '@kindred/shared/constants';

const pad = (n: number) => String(n).padStart(2, '0');

/** The short date format MM/dd/yyyy, in the reader's time zone. */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return SHORT_DATE_FORMAT.replace('MM', pad(date.getMonth() + 1))
    .replace('dd', pad(date.getDate()))
    .replace('yyyy', String(date.getFullYear()));
}
