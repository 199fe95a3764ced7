/**
 * Timestamps as the platform shows them: "YYYY-MM-DD HH:mm:ss" in China time (domain/chinaTime),
 * whatever the browser's time zone — filters, bills and exports count China days, so the lists do
 * too. Every page renders times through this (list columns through the list kit's chinaTimeColumn),
 * never through dayjs or toLocaleString.
 */
import { formatChinaDateTime } from '@domain/kernel/chinaTime';

/** What an absent or unreadable time shows. */
const NO_TIME = '—';

/** "2025-06-15 12:00:00" (China time) for an ISO timestamp, epoch milliseconds or a Date; NO_TIME otherwise. */
export function chinaTimeText(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return NO_TIME;
  const instant = value instanceof Date ? value : new Date(value);
  return Number.isNaN(instant.getTime()) ? NO_TIME : formatChinaDateTime(instant);
}
