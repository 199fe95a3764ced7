/**
 * Create or edit a new-user guide item (multipart save.json / update.json): title, a document
 * (uploaded file or an http(s) link), the hint shown with it, order and status. Turning an item
 * with an uploaded file into a link deletes that file on save: the form asks first.
 */
import { ModalForm, ProFormDependency, ProFormDigit, ProFormRadio, ProFormText, ProFormTextArea } from '@/components/FormKit';
import { Modal, message, type UploadFile } from 'antd';
import type React from 'react';
import { toolKitSave as contract } from '@domain/toolKit/contracts';
import { ToolKitStatus } from '@domain/enums';
import { toolKitSave, toolKitUpdate, type ToolKitAdminItem } from '@/services/toolKit';
import { zodRule } from '@/components/FormKit/zodRule';
import GuideFileField, { chosenFile } from './GuideFileField';

type Source = 'file' | 'link';
const SOURCE_OPTIONS: { value: Source; label: string }[] = [
  { value: 'file', label: '上传文件' },
  { value: 'link', label: '外部链接' },
];

interface ToolKitFormValues {
  title: string;
  source: Source;
  file?: UploadFile[];
  downloadUrl?: string;
  showMsg?: string;
  sortOrder?: number;
  status: ToolKitStatus;
}

/** The contract's field schemas: the form's rules are the server's. */
const fields = contract.body!.shape;

function initialValuesOf(item: ToolKitAdminItem | undefined): Partial<ToolKitFormValues> {
  if (!item) return { source: 'file', status: '1', sortOrder: 0, showMsg: '' };
  const source: Source = item.fileMediaId ? 'file' : 'link';
  return {
    title: item.title,
    source,
    downloadUrl: source === 'link' ? item.downloadUrl : undefined,
    showMsg: item.showMsg,
    sortOrder: item.sortOrder,
    status: item.status,
  };
}

/** What is sent: a link only for a link item; a file only when one was chosen. */
export function toolKitBodyOf(values: ToolKitFormValues) {
  const { title, showMsg = '', sortOrder = 0, status } = values;
  const document = values.source === 'link' ? { downloadUrl: values.downloadUrl ?? '' } : { file: chosenFile(values.file) };
  return { title, showMsg, sortOrder, status, ...document };
}

/** Whether saving `values` replaces the item's uploaded file with a link (the server deletes the file). */
const dropsUploadedFile = (item: ToolKitAdminItem | undefined, values: Pick<ToolKitFormValues, 'source'>): boolean =>
  !!item?.fileMediaId && values.source === 'link';

export const REPLACE_FILE_TITLE = '改用外部链接？';
export const REPLACE_FILE_OK_TEXT = '删除文件并保存';

interface Props {
  /** The item being edited; undefined to create one. */
  item?: ToolKitAdminItem;
  onClose: () => void;
  onSaved: () => void;
}

const ToolKitFormModal: React.FC<Props> = ({ item, onClose, onSaved }) => {
  const [modal, contextHolder] = Modal.useModal();

  /** Resolves true when the admin agrees that the uploaded file goes. */
  const confirmDropFile = (fileName: string) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: REPLACE_FILE_TITLE,
        content: `保存后将删除已上传的文件「${fileName}」，用户改为通过该链接下载。删除后无法恢复。`,
        okText: REPLACE_FILE_OK_TEXT,
        okButtonProps: { danger: true },
        cancelText: '返回修改',
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  return (
    <>
      {contextHolder}
      <ModalForm<ToolKitFormValues>
        open
        title={item ? '编辑新手指引' : '新增新手指引'}
        width={640}
        layout="vertical"
        initialValues={initialValuesOf(item)}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        modalProps={{ maskClosable: false }}
        submitter={{ searchConfig: { submitText: '保存', resetText: '取消' } }}
        onFinish={async (values) => {
          if (dropsUploadedFile(item, values) && !(await confirmDropFile(item!.fileName || '已上传文件'))) return false;
          const body = toolKitBodyOf(values);
          try {
            if (item) await toolKitUpdate({ uniqueCode: item.uniqueCode, ...body });
            else await toolKitSave(body);
          } catch {
            return false;
          }
          message.success(item ? '新手指引已更新' : '新手指引已新增');
          onSaved();
          return true;
        }}
      >
        <ProFormText
          name="title"
          label="标题"
          required
          rules={[zodRule(fields.title)]}
          fieldProps={{ maxLength: 100, showCount: true }}
          placeholder="请输入标题"
        />
        <ProFormRadio.Group name="source" label="资料来源" options={SOURCE_OPTIONS} />
        <ProFormDependency name={['source']}>
          {(values) =>
            (values as Partial<ToolKitFormValues>).source === 'link' ? (
              <ProFormText
                name="downloadUrl"
                label="下载地址"
                required
                placeholder="https://"
                rules={[{ required: true, message: '请输入下载地址' }, zodRule(fields.downloadUrl)]}
              />
            ) : (
              <GuideFileField currentFileName={item?.fileMediaId ? item.fileName || '已上传文件' : undefined} />
            )
          }
        </ProFormDependency>
        <ProFormTextArea
          name="showMsg"
          label="提示语"
          placeholder="下载时给用户的提示（选填）"
          rules={[zodRule(fields.showMsg)]}
          fieldProps={{ maxLength: 500, showCount: true, autoSize: { minRows: 2, maxRows: 6 } }}
        />
        <ProFormDigit name="sortOrder" label="排序" tooltip="数字越小越靠前" min={0} max={9999} fieldProps={{ precision: 0 }} />
        <ProFormRadio.Group name="status" label="状态" options={ToolKitStatus.options()} />
      </ModalForm>
    </>
  );
};

export default ToolKitFormModal;
