/** ProFormDatePicker: a date field whose value in the form is the day as text. */
import { DatePicker } from 'antd';
import type { FormItemProps } from 'antd/es/form';
import dayjs, { isDayjs, type Dayjs } from 'dayjs';
import type React from 'react';
import { type FieldProps, FieldShell } from './fields';

type DateProps = React.ComponentProps<typeof DatePicker>;
const DATE_FORMAT = 'YYYY-MM-DD';
const formatOf = (props: DateProps | undefined) => (typeof props?.format === 'string' ? props.format : DATE_FORMAT);

/** A date field whose value in the form is the day as text (pro-form's `dateFormatter: 'string'`). */
export function ProFormDatePicker(field: FieldProps<DateProps>) {
  const format = formatOf(field.fieldProps);
  const formItemProps: FormItemProps = {
    getValueProps: (value: unknown) => ({ value: isDayjs(value) ? value : value ? dayjs(value as string, format) : undefined }),
    normalize: (value: Dayjs | null | undefined) => (value ? value.format(format) : undefined),
    ...field.formItemProps,
  };
  return (
    <FieldShell<DateProps, object>
      field={{ ...field, formItemProps }}
      defaultPlaceholder="请选择日期"
      input={(props) => <DatePicker {...props} style={{ width: '100%', ...props.style }} />}
    />
  );
}
