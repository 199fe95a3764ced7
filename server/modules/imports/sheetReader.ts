/**
 * A small SpreadsheetML reader: the sheets of an .xlsx in workbook order, each row's cells as the
 * text a user sees (shared and inline strings, numbers, dates by their cell style, booleans), and
 * which cells hold formulas. The parts are unzipped with jszip (after ./zip.ts checked the declared
 * sizes) and scanned with regular expressions, one row at a time, so nothing builds a cell object
 * model: exceljs's full read holds every cell, and its streaming reader drops the last sheets of
 * some workbooks (sheets buffered to temporary files while the zip stream ends), which an import
 * cannot afford.
 */
import JSZip from 'jszip';

export interface SheetRow {
  /** 1-based row number of the sheet. */
  number: number;
  /** Cell texts by 0-based column index. */
  cells: string[];
  /** 0-based column indexes of cells holding a formula. */
  formulas: number[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (s: string) =>
  s.indexOf('&') < 0
    ? s
    : s.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, e: string) =>
        e[0] === '#' ? String.fromCodePoint(e[1] === 'x' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1))) : (ENTITIES[e] ?? whole),
      );
const attr = (attrs: string, name: string) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attrs)?.[1];

/** The visible text of a string item (<si> or <is>): its runs' <t>, without phonetic guides. */
const stringItem = (xml: string) => {
  let out = '';
  for (const m of xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '').matchAll(/<t\b[^>]*>([\s\S]*?)<\/t>|<t\b[^>]*\/>/g)) out += decode(m[1] ?? '');
  return out;
};

/** Built-in number formats that show dates (ECMA-376 §18.8.30 and the CJK built-ins). */
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58,
]);

/** For each cell style index, whether it formats numbers as dates. */
function dateStyles(stylesXml: string): boolean[] {
  const custom = new Map<number, string>();
  for (const m of stylesXml.matchAll(/<numFmt\b([^>]*)\/?>/g)) custom.set(Number(attr(m[1], 'numFmtId')), decode(attr(m[1], 'formatCode') ?? ''));
  const xfs = /<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(stylesXml)?.[1] ?? '';
  return [...xfs.matchAll(/<xf\b([^>]*)\/?>/g)].map((m) => {
    const id = Number(attr(m[1], 'numFmtId') ?? 0);
    if (DATE_FORMAT_IDS.has(id)) return true;
    const code = custom.get(id);
    return !!code && /[dmyh]/i.test(code.replace(/"[^"]*"|\[[^\]]*\]|\\./g, ''));
  });
}

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const pad = (n: number) => String(n).padStart(2, '0');
const serialDate = (serial: number) => {
  const date = new Date(EXCEL_EPOCH_MS + Math.round(serial * 86_400_000));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};

const columnIndex = (ref: string) => {
  let n = 0;
  for (const ch of ref) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    n = n * 26 + (code - 64);
  }
  return n - 1;
};

/** Resolves a relationship target against xl/. */
const partPath = (target: string) => (target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`);

export interface OpenedWorkbook {
  sheets: { name: string; rows(): Generator<SheetRow> }[];
}

/** Opens a workbook; throws when a required part is missing or unreadable. */
export async function openWorkbook(data: Buffer): Promise<OpenedWorkbook> {
  const zip = await JSZip.loadAsync(data);
  const text = async (name: string) => (await zip.file(name)?.async('string')) ?? '';
  const workbookXml = await text('xl/workbook.xml');
  const rels = new Map<string, string>();
  for (const m of (await text('xl/_rels/workbook.xml.rels')).matchAll(/<Relationship\b([^>]*)\/?>/g)) {
    const id = attr(m[1], 'Id');
    const target = attr(m[1], 'Target');
    if (id && target) rels.set(id, partPath(target));
  }
  const shared = [...(await text('xl/sharedStrings.xml')).matchAll(/<si\b[^>]*>([\s\S]*?)<\/si>|<si\b[^>]*\/>/g)].map((m) => stringItem(m[1] ?? ''));
  const dates = dateStyles(await text('xl/styles.xml'));
  const sheets: OpenedWorkbook['sheets'] = [];
  for (const m of workbookXml.matchAll(/<sheet\b([^>]*)\/?>/g)) {
    const name = decode(attr(m[1], 'name') ?? '');
    const path = rels.get(attr(m[1], 'r:id') ?? '') ?? '';
    const xml = await text(path);
    sheets.push({ name, rows: () => rowsOf(xml, shared, dates) });
  }
  return { sheets };
}

function* rowsOf(xml: string, shared: readonly string[], dates: readonly boolean[]): Generator<SheetRow> {
  let nextRow = 1;
  for (const m of xml.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const number = Number(attr(m[1], 'r') ?? nextRow);
    nextRow = number + 1;
    const cells: string[] = [];
    const formulas: number[] = [];
    let nextCol = 0;
    for (const c of (m[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = c[1];
      const ref = attr(attrs, 'r');
      const col = ref ? columnIndex(ref) : nextCol;
      nextCol = col + 1;
      const body = c[2] ?? '';
      if (body.includes('<f')) formulas.push(col);
      const type = attr(attrs, 't') ?? 'n';
      const v = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      let value = '';
      if (type === 'inlineStr') value = stringItem(/<is>([\s\S]*?)<\/is>/.exec(body)?.[1] ?? '');
      else if (v === undefined) value = '';
      else if (type === 's') value = shared[Number(v)] ?? '';
      else if (type === 'b') value = v === '1' ? 'TRUE' : 'FALSE';
      else if (type === 'str' || type === 'e') value = decode(v);
      else if (type === 'd') value = v.slice(0, 10);
      else {
        const n = Number(v);
        value = dates[Number(attr(attrs, 's') ?? 0)] && Number.isFinite(n) ? serialDate(n) : String(Number(n.toPrecision(15)));
      }
      cells[col] = value;
    }
    for (let i = 0; i < cells.length; i++) cells[i] ??= '';
    yield { number, cells, formulas };
  }
}
