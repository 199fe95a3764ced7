/**
 * Pieces the work drawer's tabs share: the error alert above a list or in a modal, the save of a
 * modal form (validate, call, close or show the server's reason), what a tab does once a modal
 * closes, the edit/delete links of a row and the paged list of a tab.
 */
import { Alert, type FormInstance, Modal, Popconfirm, Space, Typography } from 'antd';
import type React from 'react';
import { useCallback, useState } from 'react';
import { type PageQuery, QUIET_CALL, usePagedList } from '@/components/ListKit';
import type { CallOptions } from '@/services/contract';
import { errorText } from './texts';

/** The reason a load or a save failed (nothing without one). */
export const ErrorAlert: React.FC<{ error?: string; closable?: boolean }> = ({ error, closable }) =>
  error ? <Alert type="error" showIcon closable={closable} message={error} style={{ marginBottom: 12 }} /> : null;

/** The save of a modal's form: validates, runs the call, then `onSaved`, or keeps the values and shows why. */
export function useModalSave<V>(form: FormInstance<V>, run: (values: V) => Promise<unknown>, onSaved: () => void, failure: string) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    setError(undefined);
    try {
      await run(values);
      onSaved();
    } catch (e) {
      setError(errorText(e, failure));
    } finally {
      setSaving(false);
    }
  };
  return { saving, error, save };
}

/** A modal around a form saved with useModalSave: the save on OK, its reason above the form. */
export const FormModal: React.FC<{
  title: string;
  okText: string;
  width?: number;
  saving: { saving: boolean; error?: string; save: () => Promise<void> };
  onCancel: () => void;
  children: React.ReactNode;
}> = ({ title, okText, width, saving, onCancel, children }) => (
  <Modal open title={title} okText={okText} confirmLoading={saving.saving} onOk={() => void saving.save()} onCancel={onCancel} width={width}>
    <ErrorAlert error={saving.error} />
    {children}
  </Modal>
);

/** A modal's onClose: closes it and, when it saved, runs `reload` (reload the list, tell the drawer). */
export const whenClosed =
  (close: () => void, reload: () => void) =>
  (saved: boolean): void => {
    close();
    if (saved) reload();
  };

/** 修改 and 删除 (asks first) of a row. */
export const EditDeleteLinks: React.FC<{ confirm: string; description?: string; onEdit: () => void; onDelete: () => void }> = ({
  confirm,
  description,
  onEdit,
  onDelete,
}) => (
  <Space size="small">
    <Typography.Link onClick={onEdit}>修改</Typography.Link>
    <Popconfirm title={confirm} description={description} onConfirm={onDelete}>
      <Typography.Link type="danger">删除</Typography.Link>
    </Popconfirm>
  </Space>
);

const loadFailure = (e: unknown) => errorText(e, '加载失败');

/** A tab's paged list of the project (20 a page; a failed load shows the server's reason). */
export function useTabList<F extends object, P extends { list: unknown[]; total: number }>(
  fetch: (query: { projectCode: string } & PageQuery & Partial<F>, options: CallOptions) => Promise<P>,
  projectCode: string,
) {
  const call = useCallback((query: PageQuery & Partial<F>) => fetch({ projectCode, ...query }, QUIET_CALL), [fetch, projectCode]);
  return usePagedList<F, P>(call, { pageSize: 20, describe: loadFailure });
}
