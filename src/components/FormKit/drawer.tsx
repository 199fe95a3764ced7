/** DrawerForm: the form in a drawer, opened by its trigger or by the page (forms.tsx has the shared parts). */
import { Drawer } from 'antd';
import type React from 'react';
import { type OverlayProps, OverlayBody, submitterButtons, triggerOf, useOverlayForm, type Values } from './forms';

type DrawerFormProps<V extends Values> = OverlayProps<V> & { drawerProps?: React.ComponentProps<typeof Drawer> };

export function DrawerForm<V extends Values = Values>(props: DrawerFormProps<V>) {
  const { drawerProps, submitter } = props;
  const overlay = useOverlayForm(props);
  const { form, open, close, finish } = overlay;
  return (
    <>
      {triggerOf(props.trigger, () => overlay.setOpen(true))}
      <Drawer
        title={props.title}
        width={props.width}
        open={open}
        {...drawerProps}
        onClose={(event) => {
          drawerProps?.onClose?.(event);
          close();
        }}
        footer={
          submitter === false ? null : (
            <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
              {submitterButtons(
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
              )}
            </div>
          )
        }
      >
        <OverlayBody props={props} form={form} submit={overlay.submit} destroyOnHidden={drawerProps?.destroyOnHidden} />
      </Drawer>
    </>
  );
}
