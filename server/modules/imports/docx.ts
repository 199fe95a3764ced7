/**
 * Reading an uploaded management-system document (.docx): the zip checks (./zip.ts), then
 * word/document.xml and word/styles.xml through jszip, summarised by domain/imports/iso.ts.
 */
import JSZip from 'jszip';
import { ErrorCode } from '../../../domain/errors';
import type { IsoParseResult } from '../../../domain/imports/contracts';
import { summariseIsoDocument } from '../../../domain/imports/iso';
import { BusinessError } from '../../http/errors';
import { checkOfficeFile } from './zip';

export async function readIsoDocument(data: Buffer | undefined, fileName: string, maxUncompressed: number): Promise<IsoParseResult> {
  checkOfficeFile(data, 'docx', maxUncompressed);
  let documentXml: string;
  let stylesXml = '';
  try {
    const zip = await JSZip.loadAsync(data as Buffer);
    documentXml = (await zip.file('word/document.xml')?.async('string')) ?? '';
    stylesXml = (await zip.file('word/styles.xml')?.async('string')) ?? '';
  } catch {
    throw new BusinessError(ErrorCode.IMPORT_UNREADABLE);
  }
  if (!documentXml.includes('<w:document')) throw new BusinessError(ErrorCode.IMPORT_NOT_DOCX);
  return { fileName, ...summariseIsoDocument(documentXml, stylesXml) };
}
