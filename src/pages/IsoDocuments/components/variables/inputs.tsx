/** The inputs of scalar variables and list columns, and the date fields' text values. */
import { DatePicker, Input, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import type React from 'react';
import type { IsoVariableGroupInfo } from '@/services/variable';

export type FieldInfo = IsoVariableGroupInfo['fields'][number];
type ColumnInfo = NonNullable<FieldInfo['columns']>[number];

/** The input of a scalar field or list column (without its Form.Item). */
export function scalarInput(field: FieldInfo | ColumnInfo, disabled: boolean, label?: string): React.ReactElement {
  const aria = { 'aria-label': label ?? field.label };
  switch (field.type) {
    case 'textarea':
      return <Input.TextArea {...aria} disabled={disabled} maxLength={field.max} showCount={!!field.max} autoSize={{ minRows: 2, maxRows: 6 }} />;
    case 'number':
      return <InputNumber {...aria} disabled={disabled} min={field.min} max={field.maxValue} style={{ width: '100%' }} />;
    case 'date':
      return <DatePicker {...aria} disabled={disabled} style={{ width: '100%' }} placeholder="选择日期" />;
    case 'select':
      return <Select {...aria} disabled={disabled} allowClear options={(field.options ?? []).map((option) => ({ value: option, label: option }))} />;
    default:
      return <Input {...aria} disabled={disabled} maxLength={field.max} />;
  }
}

/** A date field's value stays text in the form; the picker sees a dayjs. */
export const dateProps = (type: string) =>
  type === 'date'
    ? {
        getValueProps: (value: unknown) => ({ value: typeof value === 'string' && value ? dayjs(value) : undefined }),
        normalize: (value: dayjs.Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null),
      }
    : {};
