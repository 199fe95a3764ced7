import { describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES, ErrorCode, FORBIDDEN_MESSAGE, fail, ok } from '../../domain/errors';
import { clampPage, downloadLink, isBlank, isEmptyArray, replaceAllParams, totalPages } from '../../domain/kernel/helpers';
import { AssetFilter, ImportanceFilter, RISK_LEVEL_TEXT, RiskLevelText, defineEnum, riskLevelLabel } from '../../domain/enums';
import { fillPath, colonPath } from '../../domain/kernel/contract';

describe('spec §5 helpers', () => {
  it('replaces ALL by "" and keeps the rest', () => {
    expect(replaceAllParams({ category: 'ALL', level: 'HIGH', page: 2, empty: '' })).toEqual({ category: '', level: 'HIGH', page: 2, empty: '' });
  });
  it.each([
    [0, 5, 1],
    [1, 5, 1],
    [3, 5, 3],
    [5, 5, 5],
    [9, 5, 5],
    [-2, 5, 1],
    [2, 0, 1],
    [Number.NaN, 4, 1],
    [2.7, 4, 2],
  ])('clampPage(%s, %s) = %s', (page, pages, expected) => expect(clampPage(page, pages)).toBe(expected));
  it('counts pages', () => {
    expect(totalPages(0, 10)).toBe(1);
    expect(totalPages(10, 10)).toBe(1);
    expect(totalPages(11, 10)).toBe(2);
  });
  it.each([
    ['', true],
    ['   ', true],
    ['\t\n', true],
    [null, true],
    [undefined, true],
    [' a ', false],
  ])('isBlank(%j) = %s', (value, expected) => {
    expect(isBlank(value)).toBe(expected);
  });
  it.each([
    [[], true],
    [[0, '', null], true],
    [null, true],
    [[0, 1], false],
    [['x'], false],
  ])('isEmptyArray(%j) = %s', (value, expected) => {
    expect(isEmptyArray(value as unknown[] | null)).toBe(expected);
  });
  it('download links need an objectId; an empty one logs an error and gives ""', () => {
    const log = vi.fn();
    expect(downloadLink('  ', log)).toBe('');
    expect(log).toHaveBeenCalledOnce();
    expect(downloadLink('obj/1 2', log)).toBe('/consulting/file/download?objectId=obj%2F1%202');
  });
});

describe('error catalogue (spec §8)', () => {
  it('keeps the spec texts', () => {
    expect(ERROR_MESSAGES[ErrorCode.FORBIDDEN]).toBe('页面权限和接口权限不匹配，请确认你的权限配置是否正确或刷新页面');
    expect(FORBIDDEN_MESSAGE).toBe(ERROR_MESSAGES['403']);
    expect(ERROR_MESSAGES['13001']).toBe('余额或次数不足');
  });
  it('builds envelopes', () => {
    expect(ok({ a: 1 })).toEqual({ success: true, data: { a: 1 }, errorCode: '200', errorMsg: '' });
    expect(fail('10000')).toEqual({ success: false, data: null, errorCode: '10000', errorMsg: ERROR_MESSAGES['10000'] });
    expect(fail('99999').errorMsg).toBe('未知服务错误！');
    expect(fail('11001', '自定义').errorMsg).toBe('自定义');
  });
});

describe('labelled enums', () => {
  it('label maps follow the glossary', () => {
    expect(AssetFilter.label('hardware')).toBe('实物');
    expect(ImportanceFilter.labels.ALL).toBe('全部');
    expect(RiskLevelText.label(RISK_LEVEL_TEXT[5])).toBe('很高');
    expect(riskLevelLabel(3)).toBe('中等');
  });
  it('unknown codes show as themselves, schemas reject them', () => {
    const Colour = defineEnum({ red: '红', blue: '蓝' });
    expect(Colour.label('green')).toBe('green');
    expect(Colour.label(null)).toBe('');
    expect(Colour.schema.safeParse('green').success).toBe(false);
    expect(Colour.schema.parse('blue')).toBe('blue');
    // Built once, on first use: every use gets the same schema.
    expect(Colour.schema).toBe(Colour.schema);
    expect(Colour.options()).toEqual([
      { value: 'red', label: '红' },
      { value: 'blue', label: '蓝' },
    ]);
  });
});

describe('contract paths', () => {
  it('fills and converts path parameters', () => {
    expect(fillPath('/api/user/aoc/detail/{aocCode}', { aocCode: 'A 1' })).toBe('/api/user/aoc/detail/A%201');
    expect(() => fillPath('/x/{id}', {})).toThrow('缺少路径参数 id');
    expect(colonPath('/api/platform/aoc/detail/{id}')).toBe('/api/platform/aoc/detail/:id');
  });
});
