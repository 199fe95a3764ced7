/**
 * Chart images of the Word reports (docs/decisions.md "Gap report Word document"): PNGs drawn
 * pixel by pixel with pngjs (pure JavaScript, no native canvas or fonts on servers). Shapes only:
 * a chart's labels and numbers are the table beside it in the document. Used by the gap report
 * (server/modules/gapAnalysis/docx.ts) and the risk assessment report
 * (server/modules/riskAssessment/report/docx.ts, which draws its heat map on a `canvas` too).
 */
import { PNG } from 'pngjs';

export type Rgb = readonly [number, number, number];

const WHITE: Rgb = [255, 255, 255];
const AXIS: Rgb = [89, 89, 89];
const GRID: Rgb = [230, 230, 230];

export interface Canvas {
  png: PNG;
  /** Fills x0 ≤ x < x1, y0 ≤ y < y1 (clipped to the image) with an opaque colour. */
  rect(x0: number, y0: number, x1: number, y1: number, colour: Rgb): void;
}

/** A white image of width × height to draw rectangles on. */
export function canvas(width: number, height: number): Canvas {
  const png = new PNG({ width, height });
  const rect = (x0: number, y0: number, x1: number, y1: number, [r, g, b]: Rgb) => {
    for (let y = Math.max(0, y0); y < Math.min(height, y1); y++)
      for (let x = Math.max(0, x0); x < Math.min(width, x1); x++) {
        const i = (width * y + x) << 2;
        png.data[i] = r;
        png.data[i + 1] = g;
        png.data[i + 2] = b;
        png.data[i + 3] = 255;
      }
  };
  rect(0, 0, width, height, WHITE);
  return { png, rect };
}

/**
 * A drawn chart as PNG bytes, with one row filter (Paeth) instead of pngjs's default of trying all
 * five per row: half the time for flat-coloured charts, about the same size.
 */
export const chartPngBytes = (png: PNG): Buffer => PNG.sync.write(png, { filterType: 4 });

/** A bar chart: values 0…max as bars left to right, gridlines every fifth of max; PNG bytes. */
export function barChartPng(values: readonly number[], colours: readonly Rgb[], width = 720, height = 320, max?: number): Buffer {
  const { png, rect } = canvas(width, height);
  const left = 40;
  const bottom = height - 30;
  const top = 20;
  const right = width - 20;
  const top100 = max ?? Math.max(1, ...values);
  for (let i = 1; i <= 5; i++) {
    const y = Math.round(bottom - ((bottom - top) * i) / 5);
    rect(left, y, right, y + 1, GRID);
  }
  rect(left, top, left + 2, bottom, AXIS);
  rect(left, bottom, right, bottom + 2, AXIS);
  const slot = values.length ? (right - left - 10) / values.length : 0;
  values.forEach((value, i) => {
    const h = Math.round(((bottom - top) * Math.max(0, value)) / top100);
    const x0 = Math.round(left + 10 + i * slot + slot * 0.15);
    const x1 = Math.round(left + 10 + (i + 1) * slot - slot * 0.15);
    rect(x0, bottom - h, x1, bottom, colours[i % colours.length]);
    // A tick under each bar, so bars can be counted against the table's numbers.
    rect(Math.round((x0 + x1) / 2), bottom + 2, Math.round((x0 + x1) / 2) + 2, bottom + 8 + (i % 2) * 4, AXIS);
  });
  return chartPngBytes(png);
}
