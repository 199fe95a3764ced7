/**
 * The forms of FormKit with pro-form's names and the props our pages use: ProForm (a page form
 * with 提交/重置), ModalForm and DrawerForm (a trigger that opens the form in a modal or drawer;
 * 确定 runs `onFinish`, and a `true` answer closes it), their submitter options (texts, button
 * props, `false`, `render`), and the grid layout (`grid`, `rowProps`, fields' `colProps`).
 * `onFinish` keeps the submit button loading until it settles.
 */
import { Button, Form, type FormInstance, type FormProps, Modal, Row, Space } from 'antd';
import type { ButtonProps } from 'antd';
import type { RowProps } from 'antd/es/grid';
import type React from 'react';
import { cloneElement, isValidElement, useState } from 'react';
import { GridContext } from './context';
import { ProFormItem } from './fields';

export interface SubmitterConfig {
  searchConfig?: { submitText?: React.ReactNode; resetText?: React.ReactNode };
  submitButtonProps?: ButtonProps;
  /** `false`: no reset (or cancel) button. */
  resetButtonProps?: ButtonProps | false;
  /** Called by the reset button (a page form also resets its fields). */
  onReset?: () => void;
  /** The buttons to show instead: `dom` holds the default ones. */
  render?: (props: { submit: () => void; reset: () => void; form: FormInstance }, dom: React.ReactNode[]) => React.ReactNode;
}

// biome-ignore lint/suspicious/noExplicitAny: a form's values are whatever its fields hold, as in antd's Form.
export type Values = Record<string, any>;

interface BaseProps<V extends Values> extends Omit<FormProps<V>, 'onFinish' | 'children'> {
  /** Answers `true` when done (a modal form then closes). */
  onFinish?: (values: V) => unknown;
  submitter?: SubmitterConfig | false;
  grid?: boolean;
  rowProps?: RowProps;
  /** Accepted for pro-form compatibility: date fields always give their day as text. */
  dateFormatter?: 'string';
  children?: React.ReactNode;
}

/** Runs onFinish with the button's loading state; answers what onFinish answered. */
function useFinish<V extends Values>(onFinish: BaseProps<V>['onFinish']) {
  const [loading, setLoading] = useState(false);
  const run = async (values: V) => {
    setLoading(true);
    try {
      return await onFinish?.(values);
    } finally {
      setLoading(false);
    }
  };
  return { loading, run };
}

/** The form's fields, on a grid row when asked. */
function FormBody({ grid = false, rowProps, children }: { grid?: boolean; rowProps?: RowProps; children?: React.ReactNode }) {
  return (
    <GridContext.Provider value={{ grid }}>
      {grid ? (
        <Row gutter={16} {...rowProps}>
          {children}
        </Row>
      ) : (
        children
      )}
    </GridContext.Provider>
  );
}

function submitterButtons(
  config: SubmitterConfig | undefined,
  defaults: { submitText: string; resetText: string },
  actions: { submit: () => void; reset: () => void; form: FormInstance; loading: boolean },
): React.ReactNode {
  const dom = [
    config?.resetButtonProps === false ? null : (
      <Button key="reset" {...config?.resetButtonProps} onClick={actions.reset}>
        {config?.searchConfig?.resetText ?? defaults.resetText}
      </Button>
    ),
    <Button key="submit" type="primary" loading={actions.loading} {...config?.submitButtonProps} onClick={actions.submit}>
      {config?.searchConfig?.submitText ?? defaults.submitText}
    </Button>,
  ].filter(Boolean);
  return config?.render ? config.render(actions, dom) : <Space>{dom}</Space>;
}

/** A form on the page: fields, then 提交 and 重置 (or the submitter's). */
function ProFormRoot<V extends Values>({
  onFinish,
  submitter,
  grid,
  rowProps,
  children,
  form: given,
  layout = 'vertical',
  dateFormatter: _dateFormatter,
  ...props
}: BaseProps<V>) {
  const [own] = Form.useForm<V>();
  const form = given ?? own;
  const finish = useFinish(onFinish);
  return (
    <Form<V> form={form} layout={layout} {...props} onFinish={finish.run}>
      <FormBody grid={grid} rowProps={rowProps}>
        {children}
      </FormBody>
      {submitter === false ? null : (
        <Form.Item>
          {submitterButtons(
            submitter,
            { submitText: '提交', resetText: '重置' },
            {
              submit: () => form.submit(),
              reset: () => {
                form.resetFields();
                submitter?.onReset?.();
              },
              form,
              loading: finish.loading,
            },
          )}
        </Form.Item>
      )}
    </Form>
  );
}

/** Fields side by side (pro-form's ProForm.Group). */
function Group({ title, children }: { title?: React.ReactNode; children?: React.ReactNode }) {
  return (
    <div>
      {title ? <div style={{ marginBottom: 8, fontWeight: 500 }}>{title}</div> : null}
      <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 32, alignItems: 'flex-start' }}>{children}</div>
    </div>
  );
}

export const ProForm = Object.assign(ProFormRoot, { Group, Item: ProFormItem, useForm: Form.useForm });

export interface OverlayProps<V extends Values> extends Omit<BaseProps<V>, 'title'> {
  title?: React.ReactNode;
  width?: number | string;
  /** Opens the form when clicked. */
  trigger?: React.ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** Open state: the page's when it passes `open`, else the form's own (the trigger opens it). */
function useOpen(open: boolean | undefined, onOpenChange: ((open: boolean) => void) | undefined) {
  const [own, setOwn] = useState(false);
  const shown = open ?? own;
  const set = (next: boolean) => {
    if (open === undefined) setOwn(next);
    onOpenChange?.(next);
  };
  return [shown, set] as const;
}

function triggerOf(trigger: React.ReactElement | undefined, show: () => void) {
  if (!trigger || !isValidElement<{ onClick?: (event: React.MouseEvent) => void }>(trigger)) return null;
  return cloneElement(trigger, {
    onClick: (event: React.MouseEvent) => {
      trigger.props.onClick?.(event);
      show();
    },
  });
}

/**
 * The pieces a modal and a drawer form share: the form, its open state, the trigger that opens it
 * and the footer's buttons (确定 submits; 取消 closes).
 */
export function useOverlayForm<V extends Values>(props: OverlayProps<V>) {
  const [own] = Form.useForm<V>();
  const form = props.form ?? own;
  const [open, setOpen] = useOpen(props.open, props.onOpenChange);
  const finish = useFinish(props.onFinish);
  const close = () => setOpen(false);
  const submit = async (values: V) => {
    if ((await finish.run(values)) === true) close();
  };
  const { submitter } = props;
  const footer =
    submitter === false
      ? null
      : submitterButtons(
          submitter,
          { submitText: '确定', resetText: '取消' },
          {
            submit: () => form.submit(),
            reset: () => {
              submitter?.onReset?.();
              close();
            },
            form,
            loading: finish.loading,
          },
        );
  return { form, open, close, submit, footer, trigger: triggerOf(props.trigger, () => setOpen(true)) };
}

/**
 * The form inside a modal or drawer. One destroyed when hidden forgets its values with it, so it
 * opens next time on the initial values the page gives then (a record edited after another).
 */
export function OverlayBody<V extends Values>({
  props,
  form,
  submit,
  destroyOnHidden,
}: {
  props: OverlayProps<V>;
  form: FormInstance<V>;
  submit: (values: V) => Promise<void>;
  destroyOnHidden?: boolean;
}) {
  const {
    onFinish: _f,
    submitter: _s,
    grid,
    rowProps,
    children,
    title: _t,
    width: _w,
    trigger: _tr,
    open: _o,
    onOpenChange: _c,
    layout = 'vertical',
    form: _form,
    dateFormatter: _d,
    // The modal's own props (ModalForm), never the form's: antd would put them on the DOM.
    modalProps: _m,
    ...formProps
  } = props as OverlayProps<V> & { modalProps?: unknown };
  return (
    <Form<V> form={form} layout={layout} clearOnDestroy={destroyOnHidden} {...formProps} onFinish={submit}>
      <FormBody grid={grid} rowProps={rowProps}>
        {children}
      </FormBody>
    </Form>
  );
}

type ModalFormProps<V extends Values> = OverlayProps<V> & { modalProps?: React.ComponentProps<typeof Modal> };

export function ModalForm<V extends Values = Values>(props: ModalFormProps<V>) {
  const { modalProps } = props;
  const { form, open, close, submit, footer, trigger } = useOverlayForm(props);
  return (
    <>
      {trigger}
      <Modal
        title={props.title}
        width={props.width}
        open={open}
        {...modalProps}
        onCancel={(event) => {
          modalProps?.onCancel?.(event);
          close();
        }}
        footer={footer}
      >
        <OverlayBody props={props} form={form} submit={submit} destroyOnHidden={modalProps?.destroyOnHidden} />
      </Modal>
    </>
  );
}
