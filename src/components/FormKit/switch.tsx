/** ProFormSwitch: an on/off field (antd Switch). */
import { Switch } from 'antd';
import type React from 'react';
import { type FieldProps, FieldShell } from './fields';

type SwitchProps = React.ComponentProps<typeof Switch>;
export const ProFormSwitch = (field: FieldProps<SwitchProps>) => (
  <FieldShell<SwitchProps, object>
    field={field}
    item={{ valuePropName: 'checked' }}
    input={({ placeholder: _p, ...props }) => <Switch {...props} />}
  />
);
