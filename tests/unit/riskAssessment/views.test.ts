/**
 * The shared rules of domain/riskAssessment/views.ts the server and the pages call: which
 * risks the high residual lists show, and what signing a residual risk's acceptance stores.
 */
import { describe, expect, it } from 'vitest';
import type { StoredTreatment } from '../../../domain/riskAssessment/rules';
import { isHighRemnant, signedTreatment } from '../../../domain/riskAssessment/views';

const reduce: Omit<StoredTreatment, 'riskCode'> = {
  option: 'reduce',
  measures: ['部署防火墙'],
  plannedControls: [{ name: '防火墙', type: 'preventive', effectiveness: 'effective' }],
  residualInputs: { severity: 2 },
  owner: '张三',
  dueDate: '2026-12-31',
  acceptedBy: '',
  acceptedAt: '',
};
const signed = { acceptedBy: '李四', acceptedAt: '2026-11-24' };

describe('signedTreatment', () => {
  it('accepts an untreated risk as it stands', () => {
    expect(signedTreatment({ furtherAction: true, residualAcceptance: 'mustTreat' }, null, signed)).toEqual({
      option: 'accept',
      measures: [],
      plannedControls: [],
      residualInputs: {},
      owner: '',
      dueDate: '',
      ...signed,
    });
  });

  it('accepts a risk its treatment leaves must-treat, keeping the measures, owner and date on record', () => {
    expect(signedTreatment({ furtherAction: true, residualAcceptance: 'mustTreat' }, reduce, signed)).toEqual({
      option: 'accept',
      measures: ['部署防火墙'],
      plannedControls: [],
      residualInputs: {},
      owner: '张三',
      dueDate: '2026-12-31',
      ...signed,
    });
  });

  it('signs a treatment that brings the risk down, or one already accepting it, unchanged', () => {
    expect(signedTreatment({ furtherAction: false, residualAcceptance: 'acceptable' }, reduce, signed)).toEqual({ ...reduce, ...signed });
    const accept = { ...reduce, option: 'accept' as const };
    expect(signedTreatment({ furtherAction: true, residualAcceptance: 'mustTreat' }, accept, signed)).toEqual({ ...accept, ...signed });
  });
});

describe('isHighRemnant', () => {
  it('lists risks still needing action, still must-treat, or accepted as they stand', () => {
    expect(isHighRemnant({ furtherAction: true, residualAcceptance: 'conditional', treatment: null })).toBe(true);
    expect(isHighRemnant({ furtherAction: false, residualAcceptance: 'mustTreat', treatment: null })).toBe(true);
    expect(isHighRemnant({ furtherAction: false, residualAcceptance: 'acceptable', treatment: { ...reduce, option: 'accept' } })).toBe(true);
    expect(isHighRemnant({ furtherAction: false, residualAcceptance: 'acceptable', treatment: reduce })).toBe(false);
  });
});
