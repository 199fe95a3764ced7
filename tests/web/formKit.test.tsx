// @vitest-environment jsdom
/**
 * FormKit: pro-form's forms and fields, as our pages use them, on antd's Form. A modal form opens
 * from its trigger, refuses a missing required field with the rule's message, stays open when
 * onFinish answers false and closes on true; destroyed when hidden, it opens next time on the
 * initial values the page gives then. List items name their fields relative to the item (add,
 * copy, remove); a dependency re-renders with the values it names; a date is kept as its day.
 */
import './setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Button } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ModalForm, ProForm, ProFormDatePicker, ProFormDependency, ProFormList, ProFormSelect, ProFormText } from '@/components/FormKit';

vi.setConfig({ testTimeout: 60_000 });
const slow = { timeout: 30_000 };

/** A button by its text (antd spaces two-character labels: "确 认"). */
const button = (text: string) => screen.getByRole('button', { name: new RegExp(`^${text.split('').join('\\s*')}$`) });

/** A page whose modal form edits one record, then another. */
const EditPage = () => {
  const [name, setName] = useState('甲公司');
  return (
    <>
      <Button onClick={() => setName('乙公司')}>换一条</Button>
      <ModalForm<{ name: string }>
        title="编辑"
        trigger={<Button>编辑</Button>}
        modalProps={{ destroyOnHidden: true }}
        initialValues={{ name }}
        submitter={{ searchConfig: { submitText: '保存', resetText: '放弃' } }}
        onFinish={async () => true}
      >
        <ProFormText name="name" label="名称" />
      </ModalForm>
    </>
  );
};

describe('ModalForm', () => {
  it('opens from its trigger, checks required fields, stays open on false and closes on true', async () => {
    const answers = [false, true];
    const onFinish = vi.fn(async () => answers.shift());
    render(
      <ModalForm<{ reason: string }> title="驳回" trigger={<Button>驳回申请</Button>} onFinish={onFinish}>
        <ProFormText name="reason" label="驳回原因" rules={[{ required: true, message: '请填写驳回原因' }]} />
      </ModalForm>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '驳回申请' }));
    const dialog = await screen.findByRole('dialog', {}, slow);

    fireEvent.click(button('确定'));
    expect(await within(dialog).findByText('请填写驳回原因', {}, slow)).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: '金额不符' } });
    fireEvent.click(button('确定'));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1), slow);
    expect(onFinish).toHaveBeenLastCalledWith({ reason: '金额不符' });
    expect((within(dialog).getByLabelText('驳回原因') as HTMLInputElement).value).toBe('金额不符');

    fireEvent.click(button('确定'));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(2), slow);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
  });

  it('destroyed when hidden, it opens on the initial values the page gives next time', async () => {
    render(<EditPage />);
    fireEvent.click(screen.getByRole('button', { name: /编\s*辑/ }));
    const field = () => screen.getByLabelText('名称') as HTMLInputElement;
    await waitFor(() => expect(field().value).toBe('甲公司'), slow);
    fireEvent.change(field(), { target: { value: '改过的名字' } });
    fireEvent.click(button('放弃'));
    await waitFor(() => expect(screen.queryByLabelText('名称')).toBeNull(), slow);

    fireEvent.click(screen.getByRole('button', { name: '换一条' }));
    fireEvent.click(screen.getByRole('button', { name: /编\s*辑/ }));
    await waitFor(() => expect(field().value).toBe('乙公司'), slow);
  });
});

describe('ProForm', () => {
  it('names list fields by their item, adds the creator record, copies and removes items; a dependency follows its values', async () => {
    const onFinish = vi.fn();
    render(
      <ProForm<{ steps: { name: string; kind?: string }[] }> initialValues={{ steps: [{ name: '现场访谈', kind: 'talk' }] }} onFinish={onFinish}>
        <ProFormList name="steps" creatorButtonProps={{ creatorButtonText: '添加步骤' }} creatorRecord={{ name: '新步骤' }}>
          <ProFormText name="name" label="步骤名称" />
          <ProFormSelect
            name="kind"
            label="类型"
            options={[
              { value: 'talk', label: '访谈' },
              { value: 'scan', label: '扫描' },
            ]}
          />
          <ProFormDependency name={['kind']}>{({ kind }) => <span>{kind ? `已选类型 ${kind}` : '未选类型'}</span>}</ProFormDependency>
        </ProFormList>
      </ProForm>,
    );
    expect(screen.getByText('已选类型 talk')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /添加步骤/ }));
    await waitFor(() => expect(screen.getAllByLabelText('步骤名称')).toHaveLength(2), slow);
    expect((screen.getAllByLabelText('步骤名称')[1] as HTMLInputElement).value).toBe('新步骤');
    expect(screen.getByText('未选类型')).toBeTruthy();

    // (Counted as text boxes: antd keeps the id of an input that moves down the list, so labels may repeat one.)
    const names = () => screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);
    fireEvent.click(screen.getAllByLabelText('复制此项')[0]);
    await waitFor(() => expect(names()).toEqual(['现场访谈', '现场访谈', '新步骤']), slow);
    fireEvent.click(screen.getAllByLabelText('删除此项')[2]);
    await waitFor(() => expect(names()).toEqual(['现场访谈', '现场访谈']), slow);

    fireEvent.click(button('提交'));
    await waitFor(() => expect(onFinish).toHaveBeenCalled(), slow);
    expect(onFinish).toHaveBeenCalledWith({
      steps: [
        { name: '现场访谈', kind: 'talk' },
        { name: '现场访谈', kind: 'talk' },
      ],
    });
  });

  it('keeps a date as its day in the values, shown in the picker', async () => {
    const onFinish = vi.fn();
    render(
      <ProForm<{ day: string }> initialValues={{ day: '2026-12-31' }} onFinish={onFinish}>
        <ProFormDatePicker name="day" label="截止日期" />
      </ProForm>,
    );
    expect((screen.getByLabelText('截止日期') as HTMLInputElement).value).toBe('2026-12-31');
    fireEvent.click(button('提交'));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ day: '2026-12-31' }), slow);
  });
});
