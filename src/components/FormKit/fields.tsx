/**
 * The form fields of FormKit, with pro-form's names and the props our forms use: a Form.Item
 * (name relative to its list item, label, rules, extra, tooltip, hidden) around an antd input
 * (`fieldProps` passed on, `placeholder`, `width` as pro-form's sizes, `disabled`); on a grid form
 * each field is a column (`colProps`, full width by default). Dates are kept as text in the form's
 * values ('YYYY-MM-DD' unless `fieldProps.format` says otherwise), as pro-form's default
 * `dateFormatter: 'string'` does (date.tsx). Fields whose antd input is large (date, number,
 * switch) have modules of their own, so a page loads only the inputs it renders.
 */
import { Checkbox, Col, Form, Input, Radio, Select } from 'antd';
import type { ColProps } from 'antd/es/grid';
import type { FormItemProps } from 'antd/es/form';
import type React from 'react';
import { useContext } from 'react';
import { GridContext, type NamePath, useFieldName } from './context';

/** pro-form's field widths. */
const WIDTHS = { xs: 104, sm: 216, md: 328, lg: 440, xl: 552 } as const;
type Width = keyof typeof WIDTHS | number;

export interface FieldProps<F> {
  name?: NamePath;
  label?: React.ReactNode;
  rules?: FormItemProps['rules'];
  fieldProps?: F;
  placeholder?: string;
  width?: Width;
  colProps?: ColProps;
  extra?: React.ReactNode;
  tooltip?: React.ReactNode;
  disabled?: boolean;
  hidden?: boolean;
  initialValue?: unknown;
  required?: boolean;
  dependencies?: FormItemProps['dependencies'];
  formItemProps?: FormItemProps;
}

/** A Form.Item in the form's layout: a column of its own on a grid form. */
export function ProFormItem({ colProps, name, ...item }: FormItemProps & { colProps?: ColProps }) {
  const { grid } = useContext(GridContext);
  const path = useFieldName(name as NamePath | undefined);
  const formItem = <Form.Item {...item} name={path} />;
  return grid && !item.hidden ? (
    <Col span={24} {...colProps}>
      {formItem}
    </Col>
  ) : (
    formItem
  );
}

type InputProps<F> = F & { placeholder?: string; disabled?: boolean; style?: React.CSSProperties };

interface ShellProps<F, Extra> {
  field: FieldProps<F> & Extra;
  input: (props: InputProps<F>, extra: Extra) => React.ReactNode;
  item?: Partial<FormItemProps>;
  defaultPlaceholder?: string;
}

/** The Form.Item with the common props, around the field's input. */
export function FieldShell<F extends { style?: React.CSSProperties }, Extra>({ field, input, item, defaultPlaceholder }: ShellProps<F, Extra>) {
  const {
    name,
    label,
    rules,
    fieldProps,
    placeholder,
    width,
    colProps,
    extra,
    tooltip,
    disabled,
    hidden,
    initialValue,
    required,
    dependencies,
    formItemProps,
    ...rest
  } = field;
  const style =
    width === undefined ? fieldProps?.style : { width: typeof width === 'number' ? width : WIDTHS[width], maxWidth: '100%', ...fieldProps?.style };
  const inputProps = { placeholder: placeholder ?? defaultPlaceholder, disabled, ...fieldProps, style } as InputProps<F>;
  return (
    <ProFormItem
      {...item}
      {...formItemProps}
      name={name as FormItemProps['name']}
      label={label}
      rules={rules}
      extra={extra}
      tooltip={tooltip as FormItemProps['tooltip']}
      hidden={hidden}
      initialValue={initialValue}
      required={required}
      dependencies={dependencies}
      colProps={colProps}
    >
      {input(inputProps, rest as Extra) as React.ReactElement}
    </ProFormItem>
  );
}

type TextProps = React.ComponentProps<typeof Input>;
export const ProFormText = (field: FieldProps<TextProps>) => (
  <FieldShell<TextProps, object> field={field} defaultPlaceholder="请输入" input={(props) => <Input allowClear {...props} />} />
);

type TextAreaProps = React.ComponentProps<typeof Input.TextArea>;
export const ProFormTextArea = (field: FieldProps<TextAreaProps>) => (
  <FieldShell<TextAreaProps, object> field={field} defaultPlaceholder="请输入" input={(props) => <Input.TextArea {...props} />} />
);

type Options = React.ComponentProps<typeof Select>['options'];
type SelectProps = React.ComponentProps<typeof Select>;
type SelectExtra = { options?: Options; mode?: SelectProps['mode'] };
export const ProFormSelect = (field: FieldProps<SelectProps> & SelectExtra) => (
  <FieldShell<SelectProps, SelectExtra>
    field={field}
    defaultPlaceholder="请选择"
    input={(props, { options, mode }) => <Select allowClear optionFilterProp="label" options={options} mode={mode} {...props} />}
  />
);

type CheckboxGroupProps = React.ComponentProps<typeof Checkbox.Group>;
type CheckboxGroupExtra = { options?: CheckboxGroupProps['options'] };
const CheckboxGroup = (field: FieldProps<CheckboxGroupProps> & CheckboxGroupExtra) => (
  <FieldShell<CheckboxGroupProps, CheckboxGroupExtra>
    field={field}
    input={({ placeholder: _p, ...props }, { options }) => <Checkbox.Group options={options} {...props} />}
  />
);
type CheckboxProps = React.ComponentProps<typeof Checkbox>;
/** One checkbox (its children are its text), or a group of them (`ProFormCheckbox.Group`). */
type CheckboxExtra = { children?: React.ReactNode };
const SingleCheckbox = (field: FieldProps<CheckboxProps> & CheckboxExtra) => (
  <FieldShell<CheckboxProps, CheckboxExtra>
    field={field}
    item={{ valuePropName: 'checked' }}
    input={({ placeholder: _p, ...props }, { children }) => <Checkbox {...props}>{children}</Checkbox>}
  />
);
export const ProFormCheckbox = Object.assign(SingleCheckbox, { Group: CheckboxGroup });

type RadioGroupProps = React.ComponentProps<typeof Radio.Group>;
type RadioGroupExtra = { options?: RadioGroupProps['options']; radioType?: 'radio' | 'button' };
const RadioGroup = (field: FieldProps<RadioGroupProps> & RadioGroupExtra) => (
  <FieldShell<RadioGroupProps, RadioGroupExtra>
    field={field}
    input={({ placeholder: _p, ...props }, { options, radioType }) => (
      <Radio.Group options={options} optionType={radioType === 'button' ? 'button' : undefined} {...props} />
    )}
  />
);
export const ProFormRadio = { Group: RadioGroup };
