/**
 * Pieces the three asset tables share: the computed value with its explanation lines, the item
 * state with the owner's reason, dictionary options of the asset template, and the edit guard
 * (domain tierEditRefusal: buttons disabled with the reason; the server enforces it too).
 */
import { Button, Popover, Space, Tag, Tooltip, Typography } from 'antd';
import type { ButtonProps } from 'antd';
import type React from 'react';
import { AssetItemState, type AssetTier } from '@domain/enums';
import type { BusinessOption } from '@domain/products/contracts';
import { tierEditRefusal } from '@domain/riskAssessment/rules';
import type { AssessmentInfo } from '@/services/riskAssessment';
import { ITEM_STATE_COLORS, LEVEL_COLORS, levelText } from './labels';

/** A value or importance tag; hovering shows how the engine computed it. */
export const ValueCell: React.FC<{ level: number; lines: readonly string[]; title: string }> = ({ level, lines, title }) => {
  const tag = <Tag color={LEVEL_COLORS[level]}>{levelText(level)}</Tag>;
  if (!lines.length) return tag;
  return (
    <Popover
      title={title}
      content={
        <ul style={{ margin: 0, paddingInlineStart: 20, maxWidth: 420 }}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      }
    >
      <span style={{ cursor: 'help' }} data-testid="value-cell">
        {tag}
      </span>
    </Popover>
  );
};

/** The item's state; a rejected item shows why. */
export const StateCell: React.FC<{ state: AssetItemState; rejectReason: string }> = ({ state, rejectReason }) => (
  <Space direction="vertical" size={0}>
    <Tag color={ITEM_STATE_COLORS[state]}>{AssetItemState.label(state)}</Tag>
    {rejectReason ? (
      <Typography.Text type="danger" style={{ fontSize: 12 }}>
        驳回：{rejectReason}
      </Typography.Text>
    ) : null}
  </Space>
);

/** What the caller may do with a tier's assets: edit (executor and tier open) and, if not, why. */
export function tierGuard(info: AssessmentInfo, tier: AssetTier): { show: boolean; refusal: string | null } {
  return { show: info.permissions.execute, refusal: info.permissions.execute ? tierEditRefusal(info, tier) : null };
}

/** A write button: disabled with a tooltip saying why when the tier is closed. */
export const GuardedButton: React.FC<ButtonProps & { refusal: string | null }> = ({ refusal, ...button }) => (
  <Tooltip title={refusal ?? undefined}>
    <Button {...button} disabled={!!refusal || button.disabled} />
  </Tooltip>
);

type DictionaryOption = { label: string; value?: string; options?: { value: string; label: string }[] };

/** Options of one dictionary of the template: flat, or grouped by category. */
export function dictionaryOptions(options: readonly BusinessOption[], attrCode: string): DictionaryOption[] {
  const dictionary = options.find((o) => o.attrCode === attrCode);
  if (!dictionary) return [];
  if (dictionary.hasCategory)
    return dictionary.categorys.map((c) => ({ label: c.name, options: c.items.map((i) => ({ value: i.value, label: i.label })) }));
  return dictionary.items.map((i) => ({ value: i.value, label: i.label }));
}

/** A 1–5 dictionary (values "5".."1") as numeric options; 很高…很低 when the template lacks it. */
export function levelOptions(options: readonly BusinessOption[], attrCode: string) {
  const items = (options.find((o) => o.attrCode === attrCode)?.items ?? []).filter((i) => /^[1-5]$/.test(i.value));
  if (items.length) return items.map((i) => ({ value: Number(i.value), label: `${i.value}（${i.label}）` }));
  return [5, 4, 3, 2, 1].map((value) => ({ value, label: levelText(value) }));
}

/** The label of a dictionary value (the value itself when unknown). */
export function dictionaryLabel(options: readonly BusinessOption[], attrCode: string, value: string): string {
  const dictionary = options.find((o) => o.attrCode === attrCode);
  const items = dictionary ? (dictionary.hasCategory ? dictionary.categorys.flatMap((c) => c.items) : dictionary.items) : [];
  return items.find((i) => i.value === value)?.label ?? value;
}

/** Owner options of the owner fields and filters. */
export const ownerOptions = (info: AssessmentInfo) => info.owners.map((o) => ({ value: o.accountId, label: o.showName }));
