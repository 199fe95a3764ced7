/** DrawerForm: the form in a drawer, opened by its trigger or by the page (forms.tsx has the shared parts). */
import { Drawer } from 'antd';
import type React from 'react';
import { type OverlayProps, OverlayBody, useOverlayForm, type Values } from './forms';

type DrawerFormProps<V extends Values> = OverlayProps<V> & { drawerProps?: React.ComponentProps<typeof Drawer> };

export function DrawerForm<V extends Values = Values>(props: DrawerFormProps<V>) {
  const { drawerProps } = props;
  const { form, open, close, submit, footer, trigger } = useOverlayForm(props);
  return (
    <>
      {trigger}
      <Drawer
        title={props.title}
        width={props.width}
        open={open}
        {...drawerProps}
        onClose={(event) => {
          drawerProps?.onClose?.(event);
          close();
        }}
        footer={footer ? <div style={{ display: 'flex', justifyContent: 'flex-end' }}>{footer}</div> : null}
      >
        <OverlayBody props={props} form={form} submit={submit} destroyOnHidden={drawerProps?.destroyOnHidden} />
      </Drawer>
    </>
  );
}
