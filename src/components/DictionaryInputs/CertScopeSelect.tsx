/**
 * 认证范围代码: a multiple Select of the IAF codes 1–39. Given the organisation's industry
 * (`hangyeCode`), the codes suggested for it are listed first and marked 建议 — a suggestion for the
 * contract reviewer, not a decision.
 */
import { useRequest } from 'ahooks';
import { Select, Tag } from 'antd';
import type React from 'react';
import { useEffect, useState } from 'react';
import { type CertScope, findCertScopeCodeByHangyeCode, listCertScopes } from '@/services/dictionaries';
import { cached } from './treeOptions';

export interface CertScopeSelectProps {
  value?: number[];
  onChange?: (codes: number[]) => void;
  /** GB/T 4754-2017 code of the organisation's industry: its suggested scopes come first. */
  hangyeCode?: string;
  disabled?: boolean;
  placeholder?: string;
  style?: React.CSSProperties;
}

const CertScopeSelect: React.FC<CertScopeSelectProps> = ({ value, onChange, hangyeCode, disabled, placeholder = '请选择认证范围代码', style }) => {
  const [scopes, setScopes] = useState<CertScope[]>([]);
  const [suggested, setSuggested] = useState<number[]>([]);
  const { error, refresh } = useRequest(() => cached('certScopes', () => listCertScopes({}, { skipErrorHandler: true })), {
    onSuccess: (answer) => setScopes(answer.list),
  });
  const failed = !!error;

  useEffect(() => {
    let alive = true;
    if (!hangyeCode) {
      setSuggested([]);
      return undefined;
    }
    findCertScopeCodeByHangyeCode({ hangyeCode }, { skipErrorHandler: true })
      .then((list) => alive && setSuggested(list.map((scope) => scope.code)))
      .catch(() => alive && setSuggested([]));
    return () => {
      alive = false;
    };
  }, [hangyeCode]);

  const ordered = [...scopes.filter((scope) => suggested.includes(scope.code)), ...scopes.filter((scope) => !suggested.includes(scope.code))];

  return (
    <Select<number[]>
      mode="multiple"
      value={value}
      onChange={(codes) => onChange?.([...codes].sort((a, b) => a - b))}
      disabled={disabled}
      status={failed ? 'error' : undefined}
      placeholder={failed ? '认证范围加载失败，点击重试' : placeholder}
      onOpenChange={(open) => open && failed && refresh()}
      optionFilterProp="searchText"
      notFoundContent={failed ? '加载失败' : '无匹配的认证范围'}
      options={ordered.map((scope) => ({
        value: scope.code,
        searchText: `${scope.code} ${scope.name} ${scope.nameEn}`,
        label: (
          <span>
            {scope.code}. {scope.name}
            {suggested.includes(scope.code) ? (
              <Tag color="blue" style={{ marginLeft: 8 }}>
                建议
              </Tag>
            ) : null}
          </span>
        ),
      }))}
      style={{ width: '100%', ...style }}
    />
  );
};

export default CertScopeSelect;
