/**
 * 试卷 of an internal-auditor exam product (serviceKind exam; templates.examPaperCode): a required
 * select over the papers (examPaperList), each with its question count, total score and time limit.
 * A paper the bank cannot draw for every candidate now is shown but cannot be chosen.
 */
import type React from 'react';
import { useEffect, useState } from 'react';
import { ProFormSelect } from '@/components/FormKit';
import { requestErrorMessage } from '@/requestErrorConfig';
import { type ExamPaperItem, examPaperList } from '@/services/exam';

export const EXAM_PAPER_LABEL = '试卷';
export const EXAM_PAPER_REQUIRED = '请选择考试使用的试卷';

/** "信息安全审核实务考试（40 题 / 100 分 / 60 分钟）". */
export const paperOptionLabel = (paper: Pick<ExamPaperItem, 'title' | 'questionCount' | 'maxScore' | 'timeLimitMinutes'>) =>
  `${paper.title}（${paper.questionCount} 题 / ${paper.maxScore} 分 / ${paper.timeLimitMinutes} 分钟）`;

export const ExamPaperField: React.FC<{ name: string | string[] }> = ({ name }) => {
  const [papers, setPapers] = useState<ExamPaperItem[]>();
  const [failed, setFailed] = useState<string>();
  useEffect(() => {
    let live = true;
    examPaperList({ current: 1, pageSize: 200 }, { skipErrorHandler: true })
      .then((page) => live && setPapers(page.list))
      .catch((error: unknown) => live && setFailed(requestErrorMessage(error)));
    return () => {
      live = false;
    };
  }, []);
  return (
    <ProFormSelect
      name={name}
      label={EXAM_PAPER_LABEL}
      width="xl"
      placeholder="请选择试卷"
      rules={[{ required: true, message: EXAM_PAPER_REQUIRED }]}
      options={(papers ?? []).map((paper) => ({
        value: paper.paperCode,
        label: paper.problems.length ? `${paperOptionLabel(paper)}（题库暂不足以抽题）` : paperOptionLabel(paper),
        disabled: paper.problems.length > 0,
      }))}
      fieldProps={{ loading: !papers && !failed, showSearch: true, notFoundContent: failed ? '试卷加载失败' : papers ? '暂无试卷' : '加载中…' }}
      extra={failed ? `试卷列表加载失败：${failed}` : '考生每次开始考试时，按该试卷的抽题规则从题库抽题；每个名额可考一次。'}
    />
  );
};
