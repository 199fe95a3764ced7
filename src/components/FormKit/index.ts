/**
 * FormKit: the forms and fields of pro-form that our pages use (same names and props), built on
 * antd's Form. pro-form brings pro-field and every one of its renderers with it (about 45 KiB on
 * the wire with what it pulls in), which put the pages with a dialog form past issue 9's 1.5× of the
 * login page (docs/performance.md); these are the parts we render, nothing else.
 */
export { DrawerForm } from './drawer';
export { ModalForm, ProForm, type SubmitterConfig } from './forms';
export { ProFormDatePicker } from './date';
export { ProFormDigit } from './digit';
export { type FieldProps, ProFormCheckbox, ProFormItem, ProFormRadio, ProFormSelect, ProFormText, ProFormTextArea } from './fields';
export { ProFormDependency, ProFormList } from './list';
export { ProFormSwitch } from './switch';
