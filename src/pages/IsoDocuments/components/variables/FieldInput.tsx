/**
 * One organisation variable in the form, from the catalogue (list.json's groups): text, multi-line
 * text, number, date (kept as YYYY-MM-DD in the form's values), option, or a list as an editable
 * table (./ListField.tsx). Limits come from the field (the server checks them again); a field the
 * caller may not change is shown read-only.
 */
import { Form } from 'antd';
import type React from 'react';
import { dateProps, type FieldInfo, scalarInput } from './inputs';
import ListField from './ListField';

interface Props {
  field: FieldInfo;
  editable: boolean;
  /** Customer side: fields the consultant fills are marked. */
  showWhoFills: boolean;
}

const FieldInput: React.FC<Props> = ({ field, editable, showWhoFills }) => {
  const extra = [field.help, showWhoFills && !field.customerFills ? '由咨询顾问填写' : undefined].filter(Boolean).join('；') || undefined;
  if (field.type === 'list') return <ListField field={field} editable={editable} extra={extra} />;
  return (
    <Form.Item name={field.key} label={field.label} required={field.required} extra={extra} {...dateProps(field.type)}>
      {scalarInput(field, !editable)}
    </Form.Item>
  );
};

export default FieldInput;
