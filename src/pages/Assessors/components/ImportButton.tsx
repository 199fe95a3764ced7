/** 导入审核员 (/api/assessor/import.json): the shared workbook import, merged by phone. */
import type React from 'react';
import WorkbookImport from '@/components/WorkbookImport';
import { assessorImport } from '@/services/assessors';

const ImportButton: React.FC<{ onDone: () => void }> = ({ onDone }) => (
  <WorkbookImport
    // The generated body type of a multipart call with no text fields is Record<string, never> & { file }.
    importFile={(file) => assessorImport({ file } as unknown as Parameters<typeof assessorImport>[0])}
    onDone={onDone}
    savedText={(result) => `导入完成：新增 ${result.created} 名，更新 ${result.updated} 名`}
  />
);

export default ImportButton;
