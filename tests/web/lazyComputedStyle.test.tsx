// @vitest-environment jsdom
/**
 * The lazy getComputedStyle of tests/web/setup.ts (lazyComputedStyle.ts) answers like jsdom's own
 * on a document carrying antd's real stylesheets: `display` and `visibility` (the quick answers),
 * and every other read (other properties, cssText, the property list) through jsdom's whole style.
 */
import { render } from '@testing-library/react';
import { Button, Form, Input, Modal, Select, Table, Tabs } from 'antd';
import { expect, it } from 'vitest';
import { installLazyComputedStyle } from './lazyComputedStyle';

it('answers every element’s display, visibility and other properties as jsdom does', () => {
  render(
    <Form>
      <Form.Item label="名称" name="name" rules={[{ required: true }]}>
        <Input placeholder="名称" />
      </Form.Item>
      <Select open={false} value="a" options={[{ value: 'a', label: '甲' }]} />
      <Button type="primary" disabled>
        查询
      </Button>
      <span style={{ display: 'none' }}>藏</span>
      <div style={{ visibility: 'hidden' }}>
        <span>继承的隐藏</span>
      </div>
      <Tabs
        items={[
          { key: 'a', label: '一', children: '甲' },
          { key: 'b', label: '二', children: '乙' },
        ]}
      />
      <Table rowKey="id" columns={[{ title: '列', dataIndex: 'id' }]} dataSource={[{ id: '1' }]} />
      <Modal open={false} title="关">
        关
      </Modal>
    </Form>,
  );
  const styles = installLazyComputedStyle(window);
  expect(styles).not.toBeNull();
  expect(window.getComputedStyle).toBe(styles!.lazy);
  const elements = Array.from(document.querySelectorAll('*'));
  expect(elements.length).toBeGreaterThan(50);
  const answers = new Set<string>();
  for (const element of elements) {
    const where = `<${element.localName} class="${element.getAttribute('class')}">`;
    const eager = styles!.eager(element);
    for (const property of ['display', 'visibility'] as const) {
      const lazy = styles!.lazy(element);
      expect.soft(lazy[property], `${where} ${property}`).toBe(eager[property]);
      expect.soft(lazy.getPropertyValue(property), `${where} ${property}`).toBe(eager.getPropertyValue(property));
      answers.add(`${property}:${eager[property]}`);
    }
    const lazy = styles!.lazy(element);
    expect.soft(lazy.pointerEvents, where).toBe(eager.pointerEvents);
    expect.soft(lazy.getPropertyValue('color'), where).toBe(eager.getPropertyValue('color'));
    expect.soft(lazy.cssText, where).toBe(eager.cssText);
    expect.soft(lazy.length, where).toBe(eager.length);
    expect.soft(Array.from(lazy), where).toEqual(Array.from(eager));
  }
  // The comparison covers hidden and shown elements alike.
  expect(answers).toContain('display:none');
  expect(answers).toContain('visibility:hidden');
  expect(answers).toContain('visibility:visible');
  expect(styles!.lazy(elements[0])).toBeInstanceOf(CSSStyleDeclaration);
});
