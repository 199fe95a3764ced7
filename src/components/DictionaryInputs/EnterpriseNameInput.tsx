/**
 * 企业名称 with lookup: an AutoComplete that asks GET /api/common/enterprise/pull as one types (from
 * 2 characters, debounced) and offers the enterprises found — the platform's own tenants in the
 * offline default, also the registry's rows when a provider is configured. Choosing one calls
 * `onPick` with the enterprise (its credit code, when the source knows it, can fill the next field).
 */
import { useDebounceFn } from 'ahooks';
import { AutoComplete, Tag } from 'antd';
import type React from 'react';
import { useState } from 'react';
import { ENTERPRISE_NAME_MIN } from '@domain/dictionaries/contracts';
import { type Enterprise, enterprisePull } from '@/services/dictionaries';

export interface EnterpriseNameInputProps {
  value?: string;
  onChange?: (name: string) => void;
  onPick?: (enterprise: Enterprise) => void;
  disabled?: boolean;
  placeholder?: string;
  style?: React.CSSProperties;
}

export const SOURCE_LABELS: Readonly<Record<string, string>> = { platform: '平台已有' };

const EnterpriseNameInput: React.FC<EnterpriseNameInputProps> = ({ value, onChange, onPick, disabled, placeholder = '请输入企业名称', style }) => {
  const [found, setFound] = useState<Enterprise[]>([]);
  const [failed, setFailed] = useState(false);

  const { run: search } = useDebounceFn(
    async (name: string) => {
      if (name.trim().length < ENTERPRISE_NAME_MIN) {
        setFound([]);
        return;
      }
      try {
        const answer = await enterprisePull({ name: name.trim() }, { skipErrorHandler: true });
        setFound(answer.list);
        setFailed(false);
      } catch {
        setFound([]);
        setFailed(true);
      }
    },
    { wait: 300 },
  );

  return (
    <AutoComplete
      value={value}
      disabled={disabled}
      placeholder={placeholder}
      onChange={(text: string) => {
        onChange?.(text);
        search(text);
      }}
      onSelect={(_: string, option: { enterprise?: Enterprise }) => option.enterprise && onPick?.(option.enterprise)}
      notFoundContent={failed ? '企业信息查询失败，可手工填写' : undefined}
      options={found.map((enterprise) => ({
        value: enterprise.name,
        enterprise,
        label: (
          <span>
            {enterprise.name}
            {enterprise.creditCode ? <span style={{ color: '#999', marginLeft: 8 }}>{enterprise.creditCode}</span> : null}
            <Tag style={{ marginLeft: 8 }}>{SOURCE_LABELS[enterprise.source] ?? '企业信息库'}</Tag>
          </span>
        ),
      }))}
      style={{ width: '100%', ...style }}
    />
  );
};

export default EnterpriseNameInput;
