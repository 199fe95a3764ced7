/**
 * 所属行业: a Cascader over 国民经济行业分类 (GB/T 4754-2017) — sections and divisions loaded at
 * once, groups and classes loaded when a division that has them is opened. The value is the
 * selected code (a section letter, or a 2–4 digit code), as forms store it.
 */
import { useRequest } from 'ahooks';
import { Cascader } from 'antd';
import type React from 'react';
import { useMemo, useState } from 'react';
import { guominhangyeList } from '@/services/dictionaries';
import { cached, industryPath, toOptions, type TreeOption } from './treeOptions';

export interface IndustrySelectProps {
  value?: string;
  onChange?: (code: string | undefined, labels: string[]) => void;
  /** 'division' (default): choose down to 大类; 'class': down to 小类 where the dictionary has them. */
  depth?: 'section' | 'division' | 'class';
  /** Let a section or division be chosen although it has children. */
  changeOnSelect?: boolean;
  disabled?: boolean;
  placeholder?: string;
  style?: React.CSSProperties;
}

const LEVELS = { section: 1, division: 2, class: 4 } as const;

const IndustrySelect: React.FC<IndustrySelectProps> = ({
  value,
  onChange,
  depth = 'division',
  changeOnSelect,
  disabled,
  placeholder = '请选择所属行业',
  style,
}) => {
  const maxLevel = LEVELS[depth];
  const [options, setOptions] = useState<TreeOption[]>([]);
  const { error, refresh } = useRequest(() => cached('industries:2', () => guominhangyeList({ depth: 2 }, { skipErrorHandler: true })), {
    onSuccess: (answer) => setOptions(toOptions(answer.list, maxLevel)),
    refreshDeps: [maxLevel],
  });
  const failed = !!error;

  const sectionOf = useMemo(() => {
    const map = new Map<string, string>();
    for (const section of options) for (const division of section.children ?? []) map.set(division.value, section.value);
    return (division: string) => map.get(division);
  }, [options]);

  const loadData = async (selected: TreeOption[]) => {
    const target = selected[selected.length - 1];
    target.loading = true;
    setOptions((current) => [...current]);
    try {
      const answer = await guominhangyeList({ parentCode: target.value, depth: 2 }, { skipErrorHandler: true });
      target.children = toOptions(answer.list, maxLevel - selected.length);
    } catch {
      target.isLeaf = true;
    } finally {
      target.loading = false;
      setOptions((current) => [...current]);
    }
  };

  return (
    <Cascader
      options={options}
      loadData={loadData}
      value={value ? industryPath(value, sectionOf) : undefined}
      onChange={(path, selected) =>
        onChange?.(
          path?.length ? String(path[path.length - 1]) : undefined,
          (selected ?? []).map((option) => String(option.label)),
        )
      }
      changeOnSelect={changeOnSelect}
      disabled={disabled}
      status={failed ? 'error' : undefined}
      placeholder={failed ? '行业加载失败，点击重试' : placeholder}
      onOpenChange={(open) => open && failed && refresh()}
      showSearch={{ filter: (input, path) => path.some((option) => String(option.label).includes(input) || String(option.value).startsWith(input)) }}
      notFoundContent={failed ? '加载失败' : '无匹配行业'}
      style={{ width: '100%', ...style }}
    />
  );
};

export default IndustrySelect;
