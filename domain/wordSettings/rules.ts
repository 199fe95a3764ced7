/**
 * Word document settings rules: the default layout (GB/T 9704-2012, constants.ts), Chinese size
 * names to points, the page in OOXML units (twentieths of a point, half-points, EMU), the
 * cross-field checks with their Chinese messages, and the page number's text. The server's
 * contract, the Word post-processing (server/reports/docx.ts) and the settings form all use these.
 */
import {
  CHINESE_FONT_SIZES,
  type ChineseFontSize,
  WORD_FONTS,
  WORD_LINE_EXACT_MAX_PT,
  WORD_LINE_EXACT_MIN_PT,
  WORD_LINE_MULTIPLE_MAX,
  WORD_LINE_MULTIPLE_MIN,
  WORD_PAPERS,
  WORD_TEXT_BLOCK_MIN_MM,
  type WordFont,
  type WordPaper,
} from './constants';
import type { WordLineSpacingMode, WordOrientation, WordPageNumberFormat } from './enums';

/** The settings applied to a user's Word documents. */
export interface WordSettingsValues {
  /** 标题与章节标题字体. */
  headingFont: WordFont;
  /** 正文字体. */
  bodyFont: WordFont;
  /** 文档标题（封面标题）字号. */
  titleSize: ChineseFontSize;
  /** 一级标题字号 (二级标题: one size smaller, never smaller than the body). */
  headingSize: ChineseFontSize;
  /** 正文字号 (table text: one size smaller). */
  bodySize: ChineseFontSize;
  lineSpacingMode: WordLineSpacingMode;
  /** A multiple (1–3) or points (10–72), by lineSpacingMode. */
  lineSpacing: number;
  headerText: string;
  footerText: string;
  pageNumbers: boolean;
  pageNumberFormat: WordPageNumberFormat;
  /** An image file of the user's tenant shown at the header's left; null for none. */
  logoObjectId: string | null;
  paper: WordPaper;
  orientation: WordOrientation;
  marginTopMm: number;
  marginBottomMm: number;
  marginLeftMm: number;
  marginRightMm: number;
}

/** The default layout: GB/T 9704-2012 (A4; 仿宋 三号 body, 二号 title, 黑体 headings; 37/35/28/26 mm; 28.95 pt lines; "— 1 —"). */
export const WORD_DEFAULT_SETTINGS: WordSettingsValues = Object.freeze({
  headingFont: '黑体',
  bodyFont: '仿宋',
  titleSize: '二号',
  headingSize: '三号',
  bodySize: '三号',
  lineSpacingMode: 'exact',
  lineSpacing: 28.95,
  headerText: '',
  footerText: '',
  pageNumbers: true,
  pageNumberFormat: 'dash',
  logoObjectId: null,
  paper: 'A4',
  orientation: 'portrait',
  marginTopMm: 37,
  marginBottomMm: 35,
  marginLeftMm: 28,
  marginRightMm: 26,
});

/** A Chinese size name in points (三号 → 16, 小四 → 12, 五号 → 10.5). */
export function chineseSizePt(name: ChineseFontSize): number {
  return CHINESE_FONT_SIZES.find((size) => size.name === name)?.pt ?? 12;
}

/** The size name one step smaller (三号 → 小三); the smallest stays. */
export function smallerSize(name: ChineseFontSize): ChineseFontSize {
  const index = CHINESE_FONT_SIZES.findIndex((size) => size.name === name);
  return CHINESE_FONT_SIZES[Math.min(index + 1, CHINESE_FONT_SIZES.length - 1)].name;
}

/** The Latin font paired with a Chinese font. */
export const latinFontOf = (font: WordFont): string => WORD_FONTS.find((f) => f.name === font)?.latin ?? 'Times New Roman';

/** Points of each text level: title, heading 1, heading 2, body, tables. */
export function wordTextSizes(settings: Pick<WordSettingsValues, 'titleSize' | 'headingSize' | 'bodySize'>) {
  const body = chineseSizePt(settings.bodySize);
  const heading1 = chineseSizePt(settings.headingSize);
  const heading2 = Math.max(body, chineseSizePt(smallerSize(settings.headingSize)));
  // Tables hold many columns: their text is one size below the body.
  const table = chineseSizePt(smallerSize(settings.bodySize));
  return { title: chineseSizePt(settings.titleSize), heading1, heading2, body, table };
}

/** The page in millimetres, turned for landscape. */
export function pageSizeMm(settings: Pick<WordSettingsValues, 'paper' | 'orientation'>): { widthMm: number; heightMm: number } {
  const { widthMm, heightMm } = WORD_PAPERS[settings.paper];
  return settings.orientation === 'landscape' ? { widthMm: heightMm, heightMm: widthMm } : { widthMm, heightMm };
}

/** Millimetres in twentieths of a point (Word's page and margin unit). */
export const mmToTwips = (mm: number): number => Math.round((mm / 25.4) * 1440);
/** Millimetres in EMU (drawing sizes). */
export const mmToEmu = (mm: number): number => Math.round(mm * 36000);

/** What is wrong across fields, with the field and its Chinese message (empty when nothing is). */
export function wordSettingsProblems(settings: WordSettingsValues): { path: keyof WordSettingsValues; message: string }[] {
  const problems: { path: keyof WordSettingsValues; message: string }[] = [];
  if (settings.lineSpacingMode === 'multiple') {
    if (!(settings.lineSpacing >= WORD_LINE_MULTIPLE_MIN && settings.lineSpacing <= WORD_LINE_MULTIPLE_MAX))
      problems.push({ path: 'lineSpacing', message: `多倍行距须在 ${WORD_LINE_MULTIPLE_MIN} 至 ${WORD_LINE_MULTIPLE_MAX} 倍之间` });
  } else if (!(settings.lineSpacing >= WORD_LINE_EXACT_MIN_PT && settings.lineSpacing <= WORD_LINE_EXACT_MAX_PT)) {
    problems.push({ path: 'lineSpacing', message: `固定行距须在 ${WORD_LINE_EXACT_MIN_PT} 至 ${WORD_LINE_EXACT_MAX_PT} 磅之间` });
  }
  const page = pageSizeMm(settings);
  if (page.widthMm - settings.marginLeftMm - settings.marginRightMm < WORD_TEXT_BLOCK_MIN_MM)
    problems.push({ path: 'marginRightMm', message: `左右页边距过大：版心宽度不能小于 ${WORD_TEXT_BLOCK_MIN_MM} 毫米` });
  if (page.heightMm - settings.marginTopMm - settings.marginBottomMm < WORD_TEXT_BLOCK_MIN_MM)
    problems.push({ path: 'marginBottomMm', message: `上下页边距过大：版心高度不能小于 ${WORD_TEXT_BLOCK_MIN_MM} 毫米` });
  return problems;
}

/** The page number's text around the fields: `PAGE` and `NUMPAGES` are where Word puts the numbers. */
export function pageNumberParts(format: WordPageNumberFormat): (string | 'PAGE' | 'NUMPAGES')[] {
  switch (format) {
    case 'dash':
      return ['— ', 'PAGE', ' —'];
    case 'page':
      return ['第 ', 'PAGE', ' 页'];
    case 'pageOfTotal':
      return ['第 ', 'PAGE', ' 页 共 ', 'NUMPAGES', ' 页'];
    default:
      return ['PAGE'];
  }
}

/** How the page number reads on page `page` of `pages` (the form's preview). */
export const pageNumberText = (format: WordPageNumberFormat, page: number, pages: number): string =>
  pageNumberParts(format)
    .map((part) => (part === 'PAGE' ? String(page) : part === 'NUMPAGES' ? String(pages) : part))
    .join('');
