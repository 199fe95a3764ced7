/** Mock downloads answer Excel exports as a small CSV file (Excel opens it with the Chinese intact). */
import type { MockFile } from './handler';

const csvCell = (value: unknown) => `"${String(value ?? '').replace(/"/g, '""')}"`;

/** A UTF-8 CSV with BOM. */
export function csv(fileName: string, header: string[], rows: unknown[][]): MockFile {
  const text = [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
  return { file: { fileName, contentType: 'text/csv; charset=utf-8', body: Buffer.from(`\uFEFF${text}`, 'utf8') } };
}
