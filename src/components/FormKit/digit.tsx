/** ProFormDigit: a number field (antd InputNumber), `min`/`max` as pro-form takes them. */
import { InputNumber } from 'antd';
import type React from 'react';
import { type FieldProps, FieldShell } from './fields';

type DigitProps = React.ComponentProps<typeof InputNumber>;
type DigitExtra = { min?: number; max?: number };
export const ProFormDigit = (field: FieldProps<DigitProps> & DigitExtra) => (
  <FieldShell<DigitProps, DigitExtra>
    field={field}
    defaultPlaceholder="请输入"
    input={(props, { min, max }) => <InputNumber min={min} max={max} {...props} style={{ width: '100%', ...props.style }} />}
  />
);
