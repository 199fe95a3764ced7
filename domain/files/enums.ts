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
export const FilePurpose = defineEnum({
  general: '普通文件',
  toolKit: '新手指引',
  transferVoucher: '转账凭证',
  channelLicence: '营业执照',
  /** A project's file (files.project_code set): seen by whoever may see the project. */
  project: '项目文件',
  /**
   * A project's document still in the delivering side's hands (a generated ISO document not yet
   * delivered, a consultant's edited version): owned by the delivery tenant, seen only by the
   * project's delivering side and never listed among the project's files; delivering it makes it a
   * `project` file (FileService.publishProjectFiles).
   */
  projectDraft: '项目交付草稿',
  /** Uploaded without a session (POST /consulting/file/noAuthority/upload); removed unless claimed within a day. */
  anonymous: '未登录上传',
});
export type FilePurpose = (typeof FilePurpose.values)[number];

/** Images answered as data URLs (POST /api/file/imgBase64). */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'] as const;
/** What an upload without a session may be: images and PDF. */
export const ANON_UPLOAD_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf'] as const;

/** Where a project file came from (spec §3 file sources). */
export const FileSource = defineEnum({ usr: '用户上传', ai: 'AI 生成' });
export type FileSource = (typeof FileSource.values)[number];

/** A share link's state as its list shows it. */
export const FileShareStatus = defineEnum({ active: '有效', expired: '已过期', revoked: '已撤销', exhausted: '已达下载上限' });
export type FileShareStatus = (typeof FileShareStatus.values)[number];

/** Units of a share link's lifetime. */
export const FileShareUnit = defineEnum({ hour: '小时', day: '天' });
export type FileShareUnit = (typeof FileShareUnit.values)[number];
