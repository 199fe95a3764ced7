/**
 * The certification body's side of a certification project's materials (issue 29 item 4), a tab of
 * the certification project detail: `<MaterialsReview certProjectCode=… />`. The body's manager and
 * scheduler accept a submitted material or return it with a reason the customer reads, add and
 * remove items, write a note to the client and export the accepted materials as a zip; an auditor
 * on the project's team and platform delivery read (the server says who may edit: `editable`).
 */
import { FileZipOutlined, PlusOutlined } from '@ant-design/icons';
import {
  certMaterialsAddItem as addItemContract,
  certMaterialsNote as noteContract,
  certMaterialsReview as reviewContract,
} from '@domain/certMaterials/contracts';
import { CERT_MATERIAL_REASON_MAX } from '@domain/certMaterials/constants';
import { Alert, Button, Empty, message, Result, Space, Typography } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useState } from 'react';
import { ModalForm, ProFormSwitch, ProFormText, ProFormTextArea } from '@/components/FormKit';
import { zodRule } from '@/components/FormKit/zodRule';
import ConfirmAction from '@/components/ListKit/ConfirmAction';
import {
  type CertMaterialItem,
  type CertMaterialsView,
  certMaterialsAddItem,
  certMaterialsBodyDownload,
  certMaterialsBodyList,
  certMaterialsNote,
  certMaterialsRemoveItem,
  certMaterialsReview,
  certMaterialsZip,
} from '@/services/certMaterials';
import {
  ACCEPT_TEXT,
  ADD_ITEM_TEXT,
  NOTE_TITLE,
  RETURN_REASON_LABEL,
  RETURN_REASON_PLACEHOLDER,
  RETURN_TEXT,
  RETURN_TITLE,
  ZIP_TEXT,
} from './labels';
import MaterialsTable, { MaterialsProgress } from './MaterialsTable';

const addFields = addItemContract.body!.shape;
const reasonRule = zodRule(reviewContract.body!.shape.reason.refine((value) => value.trim().length > 0, '退回时请填写退回原因，客户会看到它'));

interface Props {
  certProjectCode: string;
}

const MaterialsReview: React.FC<Props> = ({ certProjectCode }) => {
  const [data, setData] = useState<CertMaterialsView>();
  const [failed, setFailed] = useState<string>();
  const [returning, setReturning] = useState<CertMaterialItem>();
  const [adding, setAdding] = useState(false);
  const [editingNote, setEditingNote] = useState(false);

  const load = useCallback(() => {
    certMaterialsBodyList({ certProjectCode }, { skipErrorHandler: true })
      .then((view) => {
        setData(view);
        setFailed(undefined);
      })
      .catch((error) => setFailed(error instanceof Error ? error.message : '加载失败'));
  }, [certProjectCode]);
  useEffect(load, [load]);

  if (failed) return <Result status="warning" title="无法读取认证材料" subTitle={failed} extra={<Button onClick={load}>重试</Button>} />;
  const editable = !!data?.editable;

  const actions = (item: CertMaterialItem) => (
    <Space size={4} wrap>
      {item.status === 'submitted' ? (
        <>
          <ConfirmAction
            title={`通过“${item.name}”？`}
            description="通过后客户不能再更改这项材料的文件"
            okText={ACCEPT_TEXT}
            successMessage="已通过"
            action={() => certMaterialsReview({ certProjectCode, itemId: item.itemId, decision: 'accept', reason: '' })}
            onDone={load}
          >
            <Button type="link" size="small">
              {ACCEPT_TEXT}
            </Button>
          </ConfirmAction>
          <Button type="link" size="small" danger onClick={() => setReturning(item)}>
            {RETURN_TEXT}
          </Button>
        </>
      ) : null}
      {item.status !== 'accepted' ? (
        <ConfirmAction
          title={`删除材料项“${item.name}”？`}
          description={item.uploads.length ? '客户已上传的文件仍保留在项目文件中' : undefined}
          okText="删除"
          successMessage="材料项已删除"
          action={() => certMaterialsRemoveItem({ certProjectCode, itemId: item.itemId })}
          onDone={load}
        >
          <Button type="link" size="small" danger>
            删除
          </Button>
        </ConfirmAction>
      ) : null}
    </Space>
  );

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {data && !data.certProject?.projectCode ? <Alert type="warning" showIcon message={data.notice || '客户无法在线上传材料'} /> : null}
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        {data ? <MaterialsProgress progress={data.progress} /> : <span />}
        <Space>
          {editable ? (
            <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {ADD_ITEM_TEXT}
            </Button>
          ) : null}
          <Button
            icon={<FileZipOutlined />}
            disabled={!data || data.progress.accepted === 0}
            onClick={() =>
              certMaterialsZip({ certProjectCode }, { fallbackFileName: '认证材料（已通过）.zip', noFileMessage: '导出失败：服务器未返回文件' })
            }
          >
            {ZIP_TEXT}
          </Button>
        </Space>
      </Space>
      {data && (data.note || editable) ? (
        <Alert
          type="info"
          message={NOTE_TITLE}
          description={data.note || <Typography.Text type="secondary">（无）给客户的说明，例如提交期限或格式要求</Typography.Text>}
          action={
            editable ? (
              <Button size="small" onClick={() => setEditingNote(true)}>
                编辑
              </Button>
            ) : undefined
          }
        />
      ) : null}
      {data || !failed ? (
        <MaterialsTable
          items={data?.items ?? []}
          loading={!data}
          onDownload={(upload) =>
            certMaterialsBodyDownload(
              { certProjectCode, uploadId: upload.uploadId },
              { fallbackFileName: upload.fileName, noFileMessage: '下载失败：服务器未返回文件' },
            )
          }
          actions={editable ? actions : undefined}
        />
      ) : (
        <Empty />
      )}
      {returning ? (
        <ModalForm<{ reason: string }>
          open
          title={`${RETURN_TITLE}：${returning.name}`}
          layout="vertical"
          onOpenChange={(open) => {
            if (!open) setReturning(undefined);
          }}
          modalProps={{ maskClosable: false, destroyOnHidden: true }}
          submitter={{ searchConfig: { submitText: RETURN_TEXT, resetText: '取消' } }}
          onFinish={async ({ reason }) => {
            try {
              await certMaterialsReview({ certProjectCode, itemId: returning.itemId, decision: 'return', reason });
            } catch {
              return false;
            }
            message.success('已退回，客户会看到退回原因');
            setReturning(undefined);
            load();
            return true;
          }}
        >
          <ProFormTextArea
            name="reason"
            label={RETURN_REASON_LABEL}
            required
            placeholder={RETURN_REASON_PLACEHOLDER}
            rules={[reasonRule]}
            fieldProps={{ maxLength: CERT_MATERIAL_REASON_MAX, showCount: true, autoSize: { minRows: 3, maxRows: 8 } }}
          />
        </ModalForm>
      ) : null}
      {adding ? (
        <ModalForm<{ name: string; description?: string; required: boolean }>
          open
          title={ADD_ITEM_TEXT}
          layout="vertical"
          initialValues={{ required: true }}
          onOpenChange={(open) => {
            if (!open) setAdding(false);
          }}
          modalProps={{ maskClosable: false, destroyOnHidden: true }}
          submitter={{ searchConfig: { submitText: '保存', resetText: '取消' } }}
          onFinish={async (values) => {
            try {
              await certMaterialsAddItem({ certProjectCode, name: values.name, description: values.description ?? '', required: values.required });
            } catch {
              return false;
            }
            message.success('材料项已增加');
            setAdding(false);
            load();
            return true;
          }}
        >
          <ProFormText name="name" label="材料名称" required rules={[zodRule(addFields.name)]} placeholder="例如：信息安全培训记录" />
          <ProFormTextArea
            name="description"
            label="要求说明"
            rules={[zodRule(addFields.description)]}
            placeholder="说明需要提交的内容和格式（选填）"
          />
          <ProFormSwitch name="required" label="必需材料" />
        </ModalForm>
      ) : null}
      {editingNote && data ? (
        <ModalForm<{ note: string }>
          open
          title={NOTE_TITLE}
          layout="vertical"
          initialValues={{ note: data.note }}
          onOpenChange={(open) => {
            if (!open) setEditingNote(false);
          }}
          modalProps={{ maskClosable: false, destroyOnHidden: true }}
          submitter={{ searchConfig: { submitText: '保存', resetText: '取消' } }}
          onFinish={async ({ note }) => {
            try {
              await certMaterialsNote({ certProjectCode, note: note ?? '' });
            } catch {
              return false;
            }
            message.success('说明已保存');
            setEditingNote(false);
            load();
            return true;
          }}
        >
          <ProFormTextArea
            name="note"
            label="给客户的说明"
            rules={[zodRule(noteContract.body!.shape.note)]}
            fieldProps={{ autoSize: { minRows: 3, maxRows: 8 } }}
          />
        </ModalForm>
      ) : null}
    </Space>
  );
};

export default MaterialsReview;
