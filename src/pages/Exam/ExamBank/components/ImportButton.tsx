/** 导入 (/api/exam/bank/import.json): the shared workbook import of questions, merged by code; the result in a dialog. */
import type React from 'react';
import WorkbookImport from '@/components/WorkbookImport';
import { examBankImport } from '@/services/exam';

const ImportButton: React.FC<{ onDone: () => void }> = ({ onDone }) => (
  <WorkbookImport
    // The generated body type of a multipart call with no text fields is Record<string, never> & { file }.
    importFile={(file) => examBankImport({ file } as unknown as Parameters<typeof examBankImport>[0])}
    onDone={onDone}
    savedAs="dialog"
    nothing="任何题目"
    savedText={(result) =>
      result.created + result.updated ? `已导入：新增 ${result.created} 题，更新 ${result.updated} 题` : '文件中的题目与题库一致，没有需要保存的修改'
    }
  />
);

export default ImportButton;
