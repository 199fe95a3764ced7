/**
 * The guide document of an item: one file, checked before it is kept (type, size, not empty, the
 * rules of domain/files/rules.ts) and sent with the form as the multipart `file` part — never uploaded on
 * its own.
 */
import { UploadOutlined } from '@ant-design/icons';
import { ProForm } from '@/components/FormKit';
import { Button, Upload, message, type UploadFile } from 'antd';
import type { Rule } from 'antd/es/form';
import type React from 'react';
import { UPLOAD_ACCEPT, UPLOAD_PROBLEM_MESSAGES, uploadProblem } from '@domain/files/rules';

export const FILE_REQUIRED_MESSAGE = '请上传指引文件';

/** Keeps an acceptable file in the list (returns false: no upload request), refuses others with the reason. */
export function keepCheckedFile(file: { name: string; size: number }): false | typeof Upload.LIST_IGNORE {
  const problem = uploadProblem(file);
  if (!problem) return false;
  message.error(UPLOAD_PROBLEM_MESSAGES[problem]);
  return Upload.LIST_IGNORE;
}

/** The chosen file of the form value, if any. */
export const chosenFile = (fileList: UploadFile[] | undefined): File | undefined => fileList?.[0]?.originFileObj;

interface Props {
  /** The item's current file, replaced by a new one (editing). */
  currentFileName?: string;
}

const GuideFileField: React.FC<Props> = ({ currentFileName }) => {
  const rules: Rule[] = [
    {
      validator: async (_rule, value: UploadFile[] | undefined) => {
        if (!currentFileName && !chosenFile(value)) throw new Error(FILE_REQUIRED_MESSAGE);
      },
    },
  ];
  return (
    <ProForm.Item
      name="file"
      label="指引文件"
      required={!currentFileName}
      rules={rules}
      valuePropName="fileList"
      getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList}
      extra={currentFileName ? `当前文件：${currentFileName}；重新上传将替换它。` : undefined}
    >
      <Upload beforeUpload={keepCheckedFile} maxCount={1} accept={UPLOAD_ACCEPT}>
        <Button icon={<UploadOutlined />}>选择文件</Button>
      </Upload>
    </ProForm.Item>
  );
};

export default GuideFileField;
