/**
 * ProFormList and ProFormDependency with pro-form's props as our forms use them. A list item's
 * fields name themselves relative to the item (context.ts); each item has 复制/删除 (unless
 * `copyIconProps`/`deleteIconProps` is false) and the list an 添加 button (`creatorButtonProps`,
 * `creatorRecord`); `itemRender` lays an item out; children may be a function of the item.
 * A dependency re-renders its children with the named values (relative to its list item).
 */
import { CopyOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, type FormInstance, Space, Tooltip } from 'antd';
import type { FormListFieldData, FormListOperation } from 'antd/es/form';
import type React from 'react';
import { ListItemContext, type NamePath, toPath, useAbsolutePath, useFieldName } from './context';

/** A fresh copy of an item's values (form values are plain data: text, numbers, lists). */
const copyOf = <T,>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

interface ItemMeta {
  index: number;
  record: unknown;
  fields: FormListFieldData[];
  operation: FormListOperation;
}

interface ProFormListProps {
  name: NamePath;
  /** Shown above the items. */
  label?: React.ReactNode;
  /** `false`: no 添加 button. */
  creatorButtonProps?: false | { creatorButtonText?: React.ReactNode };
  /** The values of a new item. */
  creatorRecord?: Record<string, unknown>;
  copyIconProps?: false;
  deleteIconProps?: false;
  itemRender?: (dom: { listDom: React.ReactNode; action: React.ReactNode }, meta: ItemMeta) => React.ReactNode;
  children: React.ReactNode | ((field: FormListFieldData, index: number, operation: FormListOperation, count: number) => React.ReactNode);
}

export function ProFormList({
  name,
  label,
  creatorButtonProps,
  creatorRecord,
  copyIconProps,
  deleteIconProps,
  itemRender,
  children,
}: ProFormListProps) {
  const relative = useFieldName(name)!;
  const absolute = useAbsolutePath()(name);
  const form = Form.useFormInstance();
  return (
    <Form.List name={relative}>
      {(fields, operation) => (
        <>
          {label ? <div style={{ paddingBottom: 8 }}>{label}</div> : null}
          {fields.map((field, index) => {
            const path = [...absolute, field.name];
            const listDom = (
              <ListItemContext.Provider value={{ index: field.name, path }}>
                {typeof children === 'function' ? children(field, index, operation, fields.length) : children}
              </ListItemContext.Provider>
            );
            const action = (
              <Space size={12}>
                {copyIconProps === false ? null : (
                  <Tooltip title="复制此项">
                    <CopyOutlined aria-label="复制此项" onClick={() => operation.add(copyOf(form.getFieldValue(path)), index + 1)} />
                  </Tooltip>
                )}
                {deleteIconProps === false ? null : (
                  <Tooltip title="删除此项">
                    <DeleteOutlined aria-label="删除此项" onClick={() => operation.remove(field.name)} />
                  </Tooltip>
                )}
              </Space>
            );
            return (
              <div key={field.key}>
                {itemRender ? (
                  itemRender({ listDom, action }, { index, record: form.getFieldValue(path), fields, operation })
                ) : (
                  <div style={{ display: 'flex', alignItems: 'flex-start', gap: 8 }}>
                    <div style={{ flex: 1, minWidth: 0 }}>{listDom}</div>
                    <div style={{ paddingTop: 34 }}>{action}</div>
                  </div>
                )}
              </div>
            );
          })}
          {creatorButtonProps === false ? null : (
            <Button type="dashed" block icon={<PlusOutlined />} style={{ marginBottom: 24 }} onClick={() => operation.add(copyOf(creatorRecord))}>
              {creatorButtonProps?.creatorButtonText ?? '添加一行数据'}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}

/** Sets `value` at `path` in `target` (nested objects created as needed). */
function setAt(target: Record<string, unknown>, path: (string | number)[], value: unknown) {
  let node = target;
  path.slice(0, -1).forEach((step) => {
    node[step] = (node[step] as Record<string, unknown> | undefined) ?? {};
    node = node[step] as Record<string, unknown>;
  });
  node[path[path.length - 1]] = value;
}

interface DependencyProps {
  name: NamePath[];
  // biome-ignore lint/suspicious/noExplicitAny: the named values are whatever those fields hold.
  children: (values: Record<string, any>, form: FormInstance) => React.ReactNode;
}

export function ProFormDependency({ name, children }: DependencyProps) {
  // Inside a list item, the names are the item's.
  const absolute = useAbsolutePath();
  return (
    <Form.Item noStyle shouldUpdate>
      {(form) => {
        const values: Record<string, unknown> = {};
        for (const one of name) setAt(values, toPath(one), form.getFieldValue(absolute(one)));
        return children(values, form as FormInstance);
      }}
    </Form.Item>
  );
}
