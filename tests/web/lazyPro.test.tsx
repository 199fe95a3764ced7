// @vitest-environment jsdom
/**
 * The build swaps some pro-components imports for stand-ins that load the real part on first
 * render (scripts/lazyProModules.ts). A stand-in must behave as the part itself once loaded: the
 * same output for the same props, refs reaching the real component, and the members other code
 * reads (StepsForm.StepForm) present.
 */
import './setup';
import { render, screen } from '@testing-library/react';
import React, { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyExport } from '@/lazyPro/lazyExport';
import FieldMoney from '@/lazyPro/field/Money';
import FieldSwitch from '@/lazyPro/field/Switch';
import { StepsForm } from '@/lazyPro/form/StepsForm';
import Tree from '@/lazyPro/table/Tree';

const Real = React.forwardRef<HTMLInputElement, { label: string }>(({ label }, ref) => <input aria-label={label} ref={ref} />);

/** The first import of a real part transforms it and its dependencies: seconds on a busy machine. */
const LOAD = { timeout: 30_000 };

describe('lazy pro-components stand-ins', () => {
  it('render what the real component renders, once its code has loaded', async () => {
    render(
      <div>
        <FieldMoney text={1234.5} mode="read" locale="zh-CN" fieldProps={{}} />
        <FieldSwitch text={true} mode="read" />
      </div>,
    );
    expect(await screen.findByText('¥1,234.5', undefined, LOAD)).toBeTruthy();
    expect(await screen.findByText('打开', undefined, LOAD)).toBeTruthy();
  });

  it('forward refs to the loaded component', async () => {
    const Stand = lazyExport<{ label: string; ref?: React.Ref<HTMLInputElement> }>(async () => ({ Real }), 'Real');
    const ref = createRef<HTMLInputElement>();
    render(<Stand label="编号" ref={ref} />);
    const input = await screen.findByLabelText('编号');
    expect(ref.current).toBe(input);
  });

  it('keep the members read from them (StepsForm.StepForm) and antd Tree renders its nodes', async () => {
    expect(typeof StepsForm.StepForm).toBe('object');
    render(<Tree checkable treeData={[{ key: 'a', title: '订单号' }]} />);
    expect(await screen.findByText('订单号', undefined, LOAD)).toBeTruthy();
  });
});
