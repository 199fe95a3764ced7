/**
 * domain/riskAssessment/sheets.ts: the columns of each tier, stored assets written as labels and
 * names, rows read back (labels, digits, several values per cell, links by name) and every bad
 * row reported with its row number, column and a Chinese reason.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_ASSET_OPTIONS } from '../../../domain/products/rules';
import { parseSheet } from '../../../domain/riskAssessment/sheetImport';
import { dictionaryRows, SHEET_COLUMNS, type SheetContext, sheetRowOf, splitCell } from '../../../domain/riskAssessment/sheets';

const ctx: SheetContext = {
  options: DEFAULT_ASSET_OPTIONS,
  owners: [
    { accountId: 'A-22', showName: '客户责任人' },
    { accountId: 'A-41', showName: '王经理' },
  ],
  businesses: [{ assetCode: 'BA0001', name: '网上银行' }],
  systems: [{ assetCode: 'SA0001', name: '核心数据库' }],
};
const header = (tier: keyof typeof SHEET_COLUMNS) => SHEET_COLUMNS[tier].map((c) => c.header);
const row = (tier: keyof typeof SHEET_COLUMNS, cells: Record<string, string>) => SHEET_COLUMNS[tier].map((c) => cells[c.header] ?? '');

describe('the sheets of the asset inventory', () => {
  it('splits a cell on the usual separators', () => {
    expect(splitCell('采集、传输, 存储；处理\n交换')).toEqual(['采集', '传输', '存储', '处理', '交换']);
    expect(splitCell('  ')).toEqual([]);
  });

  it('writes a stored business as labels and names, and reads it back the same', () => {
    const stored = {
      name: '手机银行',
      description: '移动端',
      importance: 5,
      options: { biz_func: '2', biz_obj: ['1', '2'], biz_domain: '1' },
      associations: [{ assetCode: 'BA0001', degree: 'close' as const }],
      ownerAccountId: 'A-41',
    };
    const cells = sheetRowOf('business', ctx, stored);
    expect(cells.slice(0, 5)).toEqual(['手机银行', '移动端', '很高', '客户服务', '个人用户、企业客户']);
    expect(cells.at(-3)).toBe('网上银行');
    expect(cells.at(-1)).toBe('王经理');
    const parsed = parseSheet('business', ctx, [header('business'), cells]);
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows[0]).toEqual({
      row: 2,
      name: '手机银行',
      description: '移动端',
      importance: 5,
      options: { biz_func: '2', biz_obj: ['1', '2'], biz_domain: '1' },
      associations: [{ name: '网上银行', degree: 'close' }],
      ownerAccountId: 'A-41',
    });
  });

  it('reads system and unit rows with dictionary labels, digits and links by name', () => {
    const system = parseSheet('system', ctx, [
      header('system'),
      row('system', {
        资产名称: '核心交换网',
        资产类别: '实物',
        系统资产类型: '通信网络',
        承载类别: '传输、交换',
        业务承载程度: '高',
        保密性: '3',
        完整性: '中',
        可用性: '很高',
        承载业务: '网上银行',
      }),
    ]);
    expect(system.errors).toEqual([]);
    expect(system.rows[0]).toMatchObject({
      category: 'hardware',
      systemType: '3',
      carryTypes: ['2', '5'],
      carryLevel: 4,
      systemRelated: null,
      confidentiality: 3,
      integrity: 3,
      availability: 5,
      businessCodes: ['BA0001'],
      ownerAccountId: null,
    });
    const unit = parseSheet('unit', ctx, [
      header('unit'),
      row('unit', {
        资产名称: '数据库服务器',
        单元类型: '系统单元',
        子类: '计算机设备',
        保密性: '4',
        完整性: '4',
        可用性: '4',
        关联系统资产: '核心数据库',
      }),
    ]);
    expect(unit.errors).toEqual([]);
    expect(unit.rows[0]).toMatchObject({ unitType: 'systemUnit', category: 'hardware', systemCodes: ['SA0001'] });
  });

  it('reports every bad row with its row number, column and reason, and returns no rows then', () => {
    const parsed = parseSheet('unit', ctx, [
      header('unit'),
      row('unit', { 资产名称: '好的一行', 单元类型: '系统单元', 保密性: '1', 完整性: '1', 可用性: '1', 关联系统资产: '核心数据库' }),
      row('unit', {}),
      row('unit', {
        资产名称: '坏的一行',
        单元类型: '机器人',
        子类: '无',
        保密性: '6',
        完整性: '1',
        可用性: '1',
        关联系统资产: '不存在',
        责任人: '路人甲',
      }),
      row('unit', { 资产名称: '好的一行', 单元类型: '人力资源', 子类: '网络设备', 保密性: '1', 完整性: '1', 可用性: '1' }),
    ]);
    expect(parsed.rows).toEqual([]);
    expect(parsed.errors).toEqual([
      { row: 4, column: '单元类型', message: '“机器人”不是有效的单元类型' },
      { row: 4, column: '关联系统资产', message: '系统资产“不存在”不存在' },
      { row: 4, column: '保密性', message: '“6”不是有效的保密性，请填写 1–5 或字典中的名称' },
      { row: 4, column: '责任人', message: '“路人甲”不是本单位在职的客户责任人' },
      { row: 5, column: '资产名称', message: '与第 2 行重名' },
      { row: 5, column: '子类', message: '“网络设备”不是人力资源的子类（运维人员、业务操作人员、安全管理人员、外包服务人员）' },
      { row: 5, column: '关联系统资产', message: '请至少关联一个系统资产' },
    ]);
  });

  it('refuses a sheet without the required columns, and explains every column in the dictionary sheet', () => {
    expect(parseSheet('system', ctx, [['资产名称']]).errors.map((e) => e.column)).toEqual([
      '资产类别',
      '系统资产类型',
      '业务承载程度',
      '保密性',
      '完整性',
      '可用性',
    ]);
    const lines = dictionaryRows('system', ctx);
    expect(lines.map((l) => l[0])).toEqual(header('system'));
    expect(lines.find((l) => l[0] === '系统资产类型')).toEqual(['系统资产类型', '必填', '信息系统、数据资源、通信网络']);
    expect(lines.find((l) => l[0] === '责任人')?.[2]).toContain('客户责任人、王经理');
  });
});
