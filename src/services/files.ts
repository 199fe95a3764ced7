/** Files (domain/api/files.ts): upload with a purpose; downloads are links (domain/helpers downloadLink). */
import * as api from '../../domain/api/files';
import type { ContractBody } from '../../domain/api/contract';
import { downloadLink } from '../../domain/helpers';
import { callContract, type CallOptions } from './contract';

export type { StoredFile } from '../../domain/api/files';

type UploadPurpose = NonNullable<ContractBody<typeof api.fileUpload>['purpose']>;

/** Uploads one file (multipart part `file`) for `purpose`; resolves with the stored file. */
export function uploadFile(file: Blob, purpose: UploadPurpose, options?: CallOptions) {
  // The file travels as a multipart part beside the contract's text fields.
  const body = { purpose, file };
  return callContract(api.fileUpload, { body }, options);
}

/** The link that downloads a stored file ('' when objectId is empty, spec §5). */
export const fileHref = (objectId: string | null | undefined): string => downloadLink(objectId);
