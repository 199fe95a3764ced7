/**
 * Word document settings (spec §7 "Files": GET /api/doc/word/config.json, POST
 * /api/doc/word/user/save.json): the layout every Word document a user generates takes (the gap
 * report, the risk assessment report, the ISO documents): fonts, Chinese font sizes, line spacing,
 * header and footer text, page numbers, a logo, paper, orientation and margins. Each user of a
 * tenant has their own, else the defaults (GB/T 9704-2012, rules.ts); reset returns to them.
 */
import { z } from 'zod';
import { TIMEOUTS } from '../kernel/constants';
import { Timestamp, defineContract } from '../kernel/contract';
import { text } from '../kernel/text';
import {
  CHINESE_FONT_SIZE_NAMES,
  WORD_FONT_NAMES,
  WORD_FOOTER_MAX,
  WORD_HEADER_MAX,
  WORD_MARGIN_MAX_MM,
  WORD_MARGIN_MIN_MM,
  WORD_PAPERS,
  type WordPaper,
} from './constants';
import { WordLineSpacingMode, WordOrientation, WordPageNumberFormat } from './enums';
import { type WordSettingsValues, wordSettingsProblems } from './rules';

const font = (what: string) => z.enum(WORD_FONT_NAMES, { error: `请选择${what}` });
const size = (what: string) => z.enum(CHINESE_FONT_SIZE_NAMES, { error: `请选择${what}` });
const margin = (what: string) =>
  z
    .number({ error: `请输入${what}（毫米）` })
    .min(WORD_MARGIN_MIN_MM, `${what}不能小于 ${WORD_MARGIN_MIN_MM} 毫米`)
    .max(WORD_MARGIN_MAX_MM, `${what}不能大于 ${WORD_MARGIN_MAX_MM} 毫米`);
const PAPERS = Object.keys(WORD_PAPERS) as [WordPaper, ...WordPaper[]];

/** The settings' fields, each with its Chinese message (the form takes its rules from these). */
export const WordSettingsFields = z.object({
  headingFont: font('标题字体'),
  bodyFont: font('正文字体'),
  titleSize: size('文档标题字号'),
  headingSize: size('一级标题字号'),
  bodySize: size('正文字号'),
  lineSpacingMode: z.enum(WordLineSpacingMode.values as [WordLineSpacingMode, ...WordLineSpacingMode[]], { error: '请选择行距方式' }),
  lineSpacing: z.number({ error: '请输入行距' }).positive('行距须大于 0').max(100, '行距过大'),
  headerText: text({ max: WORD_HEADER_MAX }),
  footerText: text({ max: WORD_FOOTER_MAX }),
  pageNumbers: z.boolean({ error: '请选择是否显示页码' }),
  pageNumberFormat: z.enum(WordPageNumberFormat.values as [WordPageNumberFormat, ...WordPageNumberFormat[]], { error: '请选择页码格式' }),
  logoObjectId: text({ max: 64 }).nullable(),
  paper: z.enum(PAPERS, { error: '请选择纸张大小（A4、A3 或 Letter）' }),
  orientation: z.enum(WordOrientation.values as [WordOrientation, ...WordOrientation[]], { error: '请选择纸张方向' }),
  marginTopMm: margin('上边距'),
  marginBottomMm: margin('下边距'),
  marginLeftMm: margin('左边距'),
  marginRightMm: margin('右边距'),
});

/** The settings, checked across fields too (line spacing by its mode; margins leaving a text block). */
export const WordSettings = WordSettingsFields.superRefine((settings, ctx) => {
  for (const problem of wordSettingsProblems({ ...settings, logoObjectId: settings.logoObjectId || null } as WordSettingsValues))
    ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
});
export type WordSettings = z.infer<typeof WordSettings>;

/** What applies to the caller's Word documents, the defaults, and whether the caller saved their own. */
export const WordConfig = z.object({
  settings: WordSettingsFields,
  defaults: WordSettingsFields,
  /** True when the caller saved their own settings. */
  customized: z.boolean(),
  updatedAt: Timestamp.nullable(),
  /** The logo's file name (null without a logo, or when its file is gone). */
  logoFileName: z.string().nullable(),
});
export type WordConfig = z.infer<typeof WordConfig>;

const tag = 'Word 文档设置';

export const wordConfig = defineContract({
  method: 'GET',
  path: '/api/doc/word/config.json',
  tag,
  summary: '当前用户的 Word 文档设置（生效设置、默认设置、是否已自定义）',
  response: WordConfig,
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const wordUserSave = defineContract({
  method: 'POST',
  path: '/api/doc/word/user/save.json',
  tag,
  summary: '保存当前用户的 Word 文档设置（页眉标志须为本机构的图片文件）',
  body: WordSettings,
  response: WordConfig,
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const wordUserReset = defineContract({
  method: 'POST',
  path: '/api/doc/word/user/reset.json',
  tag,
  summary: '恢复默认 Word 文档设置（删除当前用户的自定义设置）',
  response: WordConfig,
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const wordSettingsContracts = { wordConfig, wordUserSave, wordUserReset };
