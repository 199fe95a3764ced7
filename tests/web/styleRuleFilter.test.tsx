// @vitest-environment jsdom
/**
 * The stylesheet rule filter of tests/web/setup.ts (styleRuleFilter.ts) changes no result: on a
 * document carrying antd's real stylesheets, every element a rule matches still matches it through
 * the filter (rules querySelectorAll cannot run are compared with nwsapi on a sample), and the
 * filter does skip most rules. nwsapi keeps all the selectors it compiled.
 */
import './setup';
import { SearchOutlined } from '@ant-design/icons';
import { render } from '@testing-library/react';
import { Button, Checkbox, DatePicker, Form, Input, Select, Table, Tabs, Tag, Typography } from 'antd';
import { expect, it } from 'vitest';
import { installStyleRuleIndex, styleRuleMatchers } from './styleRuleFilter';

const sampleForm = () =>
  render(
    <Form layout="horizontal">
      <Form.Item label="名称" name="name" rules={[{ required: true }]}>
        <Input placeholder="名称" />
      </Form.Item>
      <Select open={false} mode="multiple" value={['a']} options={[{ value: 'a', label: '甲' }]} />
      <DatePicker />
      <Checkbox checked>选中</Checkbox>
      <Button type="primary" icon={<SearchOutlined />} disabled>
        查询
      </Button>
      <Tag color="blue">标签</Tag>
      <Typography.Link href="#/x">链接</Typography.Link>
      <Tabs
        items={[
          { key: 'a', label: '一', children: '甲' },
          { key: 'b', label: '二', children: '乙' },
        ]}
      />
      <Table bordered size="middle" rowKey="id" columns={[{ title: '列', dataIndex: 'id', colSpan: 2 }]} dataSource={[{ id: '1' }]} />
    </Form>,
  );

it('answers like nwsapi for every rule of antd’s stylesheets', () => {
  sampleForm();
  const matchers = styleRuleMatchers(document);
  expect(matchers).toBeDefined();
  const selectors = new Set<string>();
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      const inner = 'cssRules' in rule && !('selectorText' in rule) ? Array.from((rule as CSSMediaRule).cssRules) : [rule];
      for (const each of inner) if ('selectorText' in each) selectors.add((each as CSSStyleRule).selectorText);
    }
  }
  expect(selectors.size).toBeGreaterThan(1000);
  // Every element a rule matches (querySelectorAll, one pass per rule) must pass the filter; rules
  // querySelectorAll refuses (pseudo-elements such as ::before) are compared on a sample.
  const elements = Array.from(document.querySelectorAll('*'));
  const sample = elements.filter((_, index) => index % Math.ceil(elements.length / 8) === 0);
  let matches = 0;
  for (const selector of selectors) {
    let matching: Element[];
    try {
      matching = Array.from(document.querySelectorAll(selector));
    } catch {
      for (const element of sample) {
        expect
          .soft(matchers!.filtered(selector, element), `${selector} on <${element.localName} class="${element.getAttribute('class')}">`)
          .toBe(matchers!.original(selector, element));
      }
      continue;
    }
    for (const element of matching) {
      matches += 1;
      expect.soft(matchers!.filtered(selector, element), `${selector} on <${element.localName} class="${element.getAttribute('class')}">`).toBe(true);
    }
  }
  expect(matches).toBeGreaterThan(100);
  // The filter is what makes getComputedStyle fast: it skips most rules for an element.
  const skipping = matchers!.skipped();
  for (const selector of selectors) matchers!.filtered(selector, elements[elements.length - 1]);
  expect(matchers!.skipped() - skipping).toBeGreaterThan(selectors.size * 0.8);
  // nwsapi keeps every selector it compiled, not only its last 1,000 (antd's are about 3,000).
  for (const selector of selectors) matchers!.original(selector, elements[0]);
  expect(matchers!.compiled()).toBeGreaterThan(Math.max(1000, selectors.size * 0.9));
});

it('computes every element’s declared style as jsdom does over all rules', () => {
  sampleForm();
  const computations = installStyleRuleIndex(window);
  expect(computations).not.toBeNull();
  const elements = Array.from(document.querySelectorAll('*'));
  expect(elements.length).toBeGreaterThan(100);
  let styled = 0;
  for (const element of elements) {
    const expected = computations!.jsdom(element).cssText;
    if (expected.length > 0) styled += 1;
    expect.soft(computations!.indexed(element).cssText, `<${element.localName} class="${element.getAttribute('class')}">`).toBe(expected);
  }
  // The comparison means something only when antd's rules style most elements.
  expect(styled).toBeGreaterThan(elements.length / 2);
});
