/**
 * Word document settings (Word 文档设置): the fonts, Chinese font sizes, papers and limits the
 * settings choose from. The default layout follows GB/T 9704-2012《党政机关公文格式》: A4, body in
 * 仿宋 三号, title 二号, margins top 37 mm, bottom 35 mm, left 28 mm, right 26 mm (a 156 × 225 mm
 * text block), 22 lines of 28.95 pt, page numbers as "— 1 —" (§5.2.1, §7.5) — see
 * docs/decisions.md "Word document settings".
 */

/** The fonts offered, with the Latin font that goes with each (Word's ascii/hAnsi attributes). */
export const WORD_FONTS = [
  { name: '仿宋', latin: 'Times New Roman' },
  { name: '宋体', latin: 'Times New Roman' },
  { name: '黑体', latin: 'Arial' },
  { name: '楷体', latin: 'Times New Roman' },
  { name: '微软雅黑', latin: 'Arial' },
  { name: '方正小标宋简体', latin: 'Times New Roman' },
] as const;
export type WordFont = (typeof WORD_FONTS)[number]['name'];
export const WORD_FONT_NAMES = WORD_FONTS.map((font) => font.name) as unknown as readonly [WordFont, ...WordFont[]];

/** Chinese font size names and their size in points (the sizes Word's Chinese UI lists). */
export const CHINESE_FONT_SIZES = [
  { name: '初号', pt: 42 },
  { name: '小初', pt: 36 },
  { name: '一号', pt: 26 },
  { name: '小一', pt: 24 },
  { name: '二号', pt: 22 },
  { name: '小二', pt: 18 },
  { name: '三号', pt: 16 },
  { name: '小三', pt: 15 },
  { name: '四号', pt: 14 },
  { name: '小四', pt: 12 },
  { name: '五号', pt: 10.5 },
  { name: '小五', pt: 9 },
  { name: '六号', pt: 7.5 },
] as const;
export type ChineseFontSize = (typeof CHINESE_FONT_SIZES)[number]['name'];
export const CHINESE_FONT_SIZE_NAMES = CHINESE_FONT_SIZES.map((size) => size.name) as unknown as readonly [ChineseFontSize, ...ChineseFontSize[]];

/** Paper sizes in millimetres, portrait. */
export const WORD_PAPERS = {
  A4: { widthMm: 210, heightMm: 297 },
  A3: { widthMm: 297, heightMm: 420 },
  Letter: { widthMm: 215.9, heightMm: 279.4 },
} as const;
export type WordPaper = keyof typeof WORD_PAPERS;

export const WORD_HEADER_MAX = 60;
export const WORD_FOOTER_MAX = 60;
/** Each margin, in millimetres. */
export const WORD_MARGIN_MIN_MM = 5;
export const WORD_MARGIN_MAX_MM = 80;
/** What the margins must leave for the text, in millimetres. */
export const WORD_TEXT_BLOCK_MIN_MM = 80;
/** Line spacing: a multiple of single, or exactly so many points. */
export const WORD_LINE_MULTIPLE_MIN = 1;
export const WORD_LINE_MULTIPLE_MAX = 3;
export const WORD_LINE_EXACT_MIN_PT = 10;
export const WORD_LINE_EXACT_MAX_PT = 72;
/** The logo's height in the header, in millimetres (its width follows its proportions). */
export const WORD_LOGO_HEIGHT_MM = 10;
