/**
 * 所在地区: a Cascader of provinces, cities and (loaded when a city is opened) counties, with
 * GB/T 2260 codes. The value is the selected code ("440305"); `level` limits how deep one chooses.
 * A county value loads its city's counties at once, so it shows as names, not as its code.
 */
import { useRequest } from 'ahooks';
import { Cascader } from 'antd';
import type React from 'react';
import { useEffect, useState } from 'react';
import { provinceList } from '@/services/dictionaries';
import { cached, regionPath, toOptions, type TreeOption } from './treeOptions';

export interface RegionCascaderProps {
  value?: string;
  onChange?: (code: string | undefined, labels: string[]) => void;
  /** How deep one chooses: 'province', 'city' or 'county' (default). */
  level?: 'province' | 'city' | 'county';
  changeOnSelect?: boolean;
  disabled?: boolean;
  placeholder?: string;
  style?: React.CSSProperties;
}

const LEVELS = { province: 1, city: 2, county: 3 } as const;

const RegionCascader: React.FC<RegionCascaderProps> = ({
  value,
  onChange,
  level = 'county',
  changeOnSelect,
  disabled,
  placeholder = '请选择省/市/区县',
  style,
}) => {
  const maxLevel = LEVELS[level];
  const [options, setOptions] = useState<TreeOption[]>([]);
  const { error, refresh } = useRequest(() => cached('regions:2', () => provinceList({ depth: 2 }, { skipErrorHandler: true })), {
    onSuccess: (answer) => setOptions(toOptions(answer.list, maxLevel)),
    refreshDeps: [maxLevel],
  });
  const failed = !!error;

  const loadData = async (selected: TreeOption[]) => {
    const target = selected[selected.length - 1];
    target.loading = true;
    setOptions((current) => [...current]);
    try {
      const answer = await provinceList({ parentCode: target.value }, { skipErrorHandler: true });
      target.children = toOptions(answer.list, maxLevel - selected.length);
    } catch {
      target.isLeaf = true;
    } finally {
      target.loading = false;
      setOptions((current) => [...current]);
    }
  };

  // A county value: its city's counties are not in the first load; fetch them to show its name.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loadData is a new function each render; the value and the options decide.
  useEffect(() => {
    const path = value ? regionPath(value).slice(0, maxLevel) : [];
    if (path.length < 3) return;
    const province = options.find((option) => option.value === path[0]);
    const city = province?.children?.find((option) => option.value === path[1]);
    if (province && city && !city.isLeaf && !city.children && !city.loading) void loadData([province, city]);
  }, [value, options, maxLevel]);

  return (
    <Cascader
      options={options}
      loadData={loadData}
      value={value ? regionPath(value).slice(0, maxLevel) : undefined}
      onChange={(path, selected) =>
        onChange?.(
          path?.length ? String(path[path.length - 1]) : undefined,
          (selected ?? []).map((option) => String(option.label)),
        )
      }
      changeOnSelect={changeOnSelect}
      disabled={disabled}
      status={failed ? 'error' : undefined}
      placeholder={failed ? '地区加载失败，点击重试' : placeholder}
      onOpenChange={(open) => open && failed && refresh()}
      showSearch={{ filter: (input, path) => path.some((option) => String(option.label).includes(input)) }}
      notFoundContent={failed ? '加载失败' : '无匹配地区'}
      style={{ width: '100%', ...style }}
    />
  );
};

export default RegionCascader;
