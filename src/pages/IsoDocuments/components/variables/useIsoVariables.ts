/**
 * The variables of a project as list.json answers them, for the three panels: the project's group
 * code is found first (the consultant's project detail, or the customer's), then list.json is
 * loaded; `reload` after a save. A failure is kept as Chinese text for the panel to show.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { consumerProjectDetail } from '@/services/consumerProjects';
import { channelDetailInfo } from '@/services/projects';
import { isoVariableList, type IsoVariablesView } from '@/services/variable';

export interface IsoVariablesState {
  view: IsoVariablesView | undefined;
  groupCode: string | undefined;
  loading: boolean;
  error: string | undefined;
  reload: () => Promise<void>;
}

export const errorText = (error: unknown): string => (error instanceof Error && error.message ? error.message : '加载失败，请稍后重试');

export function useIsoVariables(projectCode: string, side: 'delivery' | 'customer'): IsoVariablesState {
  const group = useRef<{ projectCode: string; groupCode: string }>(undefined);
  const [view, setView] = useState<IsoVariablesView>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      if (group.current?.projectCode !== projectCode) {
        const detail =
          side === 'customer'
            ? await consumerProjectDetail({ projectCode }, { skipErrorHandler: true })
            : await channelDetailInfo({ projectCode }, { skipErrorHandler: true });
        group.current = { projectCode, groupCode: detail.groupCode };
      }
      setView(await isoVariableList({ groupCode: group.current.groupCode, projectCode }, { skipErrorHandler: true }));
      setError(undefined);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setLoading(false);
    }
  }, [projectCode, side]);

  useEffect(() => {
    reload();
  }, [reload]);

  return { view, groupCode: group.current?.groupCode, loading, error, reload };
}

/**
 * The fields a refusal names: "参数错误：creditCode 统一社会信用代码…；sites.0.address …" → the form
 * paths (`['sites', 0, 'address']`) with their messages. A message without field keys gives none.
 */
export function fieldErrorsOf(message: string): { key: string; name: (string | number)[]; message: string }[] {
  const body = message.replace(/^参数错误：/, '');
  if (body === message) return [];
  return body
    .split('；')
    .map((part) => /^([A-Za-z][\w]*(?:\.\w+)*) (.+)$/.exec(part.trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, key, text]) => ({
      key: key!,
      name: key!.split('.').map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)),
      message: text!,
    }));
}
