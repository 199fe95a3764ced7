/** Files: uploadable extensions and why a file was stored. */
import { defineEnum } from '../kernel/enums';

/** Uploadable file extensions (spec §3). */
export const UPLOADABLE_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'svg',
  'tif',
  'tiff',
  'txt',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'pdf',
  'zip',
  '7z',
] as const;

/** Why a file was stored; decides who besides its tenant may download it (domain/files/rules.ts). */
export const FilePurpose = defineEnum({ general: '普通文件', toolKit: '新手指引', transferVoucher: '转账凭证', channelLicence: '营业执照' });
export type FilePurpose = (typeof FilePurpose.values)[number];
