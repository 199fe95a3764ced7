/**
 * Step 2: the standard's catalogue items that apply — MLPS 2.0 control points of a level (with
 * extension requirements), or ISO/IEC 27001:2022 clauses 4–10 and the 93 Annex A controls. A
 * GB/T 20984 risk assessment selects nothing here: it is checked against the method's assessment
 * contents (domain/products/documents.ts), listed for the reader, and publishing refuses a
 * selection (domain riskCatalogueProblems).
 */
import { Alert, Button, Card, Checkbox, Col, Form, List, Radio, Row, Space, Tree, Typography } from 'antd';
import type React from 'react';
import { useMemo, useState } from 'react';
import { ISO27001_CLAUSES, ISO27001_CONTROLS, IsoTheme, MlpsCategory, MlpsExtension, mlpsControlPointsFor, type MlpsLevel } from '@domain/catalogues';
import { ProjectLevel, type Standard } from '@domain/enums';
import { GBT20984_CHECK_ITEMS } from '@domain/products/documents';
import { EMPTY_CATALOGUE } from '@domain/products/rules';
import type { ProductMethod } from '@domain/products/method';
import type { ProductCatalogue } from '@/services/products';

interface Props {
  standard: Standard;
  /** The product's method (domain productMethod): a GB/T 20984 risk assessment selects no catalogue. */
  method: ProductMethod;
  initial: ProductCatalogue;
  onSubmit: (catalogue: ProductCatalogue) => Promise<void>;
}

const mlpsTree = (level: MlpsLevel, extensions: MlpsExtension[]) => {
  const points = mlpsControlPointsFor(level, extensions);
  return MlpsCategory.values
    .map((category) => ({
      key: `cat:${category}`,
      title: MlpsCategory.label(category),
      children: points
        .filter((p) => p.category === category)
        .map((p) => ({ key: p.id, title: `${p.id} ${p.name}${p.extension ? `（${MlpsExtension.label(p.extension)}）` : ''}` })),
    }))
    .filter((node) => node.children.length > 0);
};

const clauseTree = () =>
  ISO27001_CLAUSES.filter((c) => c.depth === 1).map((top) => ({
    key: top.id,
    title: `${top.id} ${top.title}`,
    children: ISO27001_CLAUSES.filter((c) => c.parent === top.id).map((c) => ({ key: c.id, title: `${c.id} ${c.title}` })),
  }));

const controlTree = () =>
  IsoTheme.values.map((theme) => ({
    key: `theme:${theme}`,
    title: IsoTheme.label(theme),
    children: ISO27001_CONTROLS.filter((c) => c.theme === theme).map((c) => ({ key: c.number, title: `A.${c.number} ${c.title}` })),
  }));

const leaves = (keys: React.Key[]) => keys.map(String).filter((key) => !key.includes(':'));

/** A risk assessment's step: the method's assessment contents, nothing to select. */
const RiskMethodContents: React.FC<{ onSubmit: Props['onSubmit'] }> = ({ onSubmit }) => {
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await onSubmit(EMPTY_CATALOGUE);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert
        type="info"
        showIcon
        message="风险评估产品无需选择控制点"
        description="GB/T 20984-2022 风险评估按评估方法的评估内容检查（下列各项），不选择等级保护控制点或 ISO/IEC 27001 条款；检查标准文档按这些内容生成。"
      />
      <Card size="small" title="GB/T 20984-2022 评估内容">
        <List
          size="small"
          dataSource={[...GBT20984_CHECK_ITEMS]}
          renderItem={([item, source], index) => (
            <List.Item>
              <Typography.Text>
                {index + 1}. {item}
              </Typography.Text>
              <Typography.Text type="secondary">{source}</Typography.Text>
            </List.Item>
          )}
        />
      </Card>
      <Button type="primary" loading={saving} onClick={save}>
        保存并下一步
      </Button>
    </Space>
  );
};

export const CatalogueStep: React.FC<Props> = ({ standard, method, initial, onSubmit }) =>
  method === 'gbt20984' ? (
    <RiskMethodContents onSubmit={onSubmit} />
  ) : (
    <StandardCatalogue standard={standard} initial={initial} onSubmit={onSubmit} />
  );

const StandardCatalogue: React.FC<Omit<Props, 'method'>> = ({ standard, initial, onSubmit }) => {
  const [level, setLevel] = useState<MlpsLevel>((initial.level ?? 3) as MlpsLevel);
  const [extensions, setExtensions] = useState<MlpsExtension[]>(initial.extensions);
  const [points, setPoints] = useState<string[]>(initial.controlPoints);
  const [clauses, setClauses] = useState<string[]>(initial.clauses);
  const [controls, setControls] = useState<string[]>(initial.controls);
  const [saving, setSaving] = useState(false);
  const tree = useMemo(() => mlpsTree(level, extensions), [level, extensions]);
  const inScope = useMemo(() => new Set(mlpsControlPointsFor(level, extensions).map((p) => p.id)), [level, extensions]);

  const save = async () => {
    setSaving(true);
    try {
      await onSubmit(
        standard === 'gov'
          ? { level, extensions, controlPoints: points.filter((id) => inScope.has(id)), clauses: [], controls: [] }
          : { level: null, extensions: [], controlPoints: [], clauses, controls },
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {standard === 'gov' ? (
        <Card size="small" title="等级保护 2.0（GB/T 22239-2019）控制点">
          <Form layout="inline" style={{ marginBottom: 12 }}>
            <Form.Item label="保护级别">
              <Radio.Group
                value={level}
                onChange={(e) => setLevel(e.target.value)}
                options={[1, 2, 3, 4].map((l) => ({ value: l, label: ProjectLevel.label(String(l)) }))}
              />
            </Form.Item>
            <Form.Item label="扩展要求">
              <Checkbox.Group value={extensions} onChange={(v) => setExtensions(v as MlpsExtension[])} options={MlpsExtension.options()} />
            </Form.Item>
          </Form>
          <Space style={{ marginBottom: 8 }}>
            <Typography.Text>
              已选 {points.filter((id) => inScope.has(id)).length} / {inScope.size} 个控制点
            </Typography.Text>
            <Button size="small" onClick={() => setPoints([...inScope])}>
              全选
            </Button>
            <Button size="small" onClick={() => setPoints([])}>
              清空
            </Button>
          </Space>
          <Tree
            checkable
            selectable={false}
            height={420}
            treeData={tree}
            checkedKeys={points}
            onCheck={(keys) => setPoints(leaves(keys as React.Key[]))}
          />
        </Card>
      ) : (
        <Row gutter={16}>
          <Col span={12}>
            <Card size="small" title={`ISO/IEC 27001:2022 条款（已选 ${clauses.length}）`}>
              <Tree
                checkable
                selectable={false}
                height={420}
                treeData={clauseTree()}
                checkedKeys={clauses}
                onCheck={(keys) => setClauses((keys as React.Key[]).map(String))}
              />
            </Card>
          </Col>
          <Col span={12}>
            <Card
              size="small"
              title={`附录 A 控制措施（已选 ${controls.length} / ${ISO27001_CONTROLS.length}）`}
              extra={
                <Button size="small" onClick={() => setControls(ISO27001_CONTROLS.map((c) => c.number))}>
                  全选
                </Button>
              }
            >
              <Tree
                checkable
                selectable={false}
                height={420}
                treeData={controlTree()}
                checkedKeys={controls}
                onCheck={(keys) => setControls(leaves(keys as React.Key[]))}
              />
            </Card>
          </Col>
        </Row>
      )}
      <Button type="primary" loading={saving} onClick={save}>
        保存并下一步
      </Button>
    </Space>
  );
};
