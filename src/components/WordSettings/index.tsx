/**
 * Word 文档设置: a button (on every report page, through the ReportPage shell) opening the user's
 * settings of the Word documents the product generates for them — fonts, Chinese font sizes, line
 * spacing, header and footer text, page numbers, a logo (an image uploaded to the user's tenant),
 * paper, orientation and margins — with a live preview of the page. 保存 sends them
 * (POST /api/doc/word/user/save.json); 恢复默认 (confirmed) removes the user's own. Field rules come
 * from the contract (zodRule), the cross-field checks from domain/wordSettings/rules.ts.
 */
import { FileWordOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Col, Divider, Form, Input, InputNumber, Modal, message, Radio, Result, Row, Select, Space, Spin, Switch, Tag, Upload } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useState } from 'react';
import { isImageName } from '@domain/files/rules';
import { CHINESE_FONT_SIZES, WORD_FONT_NAMES, WORD_FOOTER_MAX, WORD_HEADER_MAX, WORD_PAPERS } from '@domain/wordSettings/constants';
import { WordLineSpacingMode, WordOrientation, WordPageNumberFormat } from '@domain/wordSettings/enums';
import { wordSettingsProblems, type WordSettingsValues } from '@domain/wordSettings/rules';
import { WordSettingsFields } from '@domain/wordSettings/contracts';
import ConfirmAction from '@/components/ListKit/ConfirmAction';
import { zodRule } from '@/components/FormKit/zodRule';
import { fileImgBase64, fileUpload } from '@/services/files';
import { type WordConfig, wordConfig, wordUserReset, wordUserSave } from '@/services/wordSettings';
import WordPagePreview from './Preview';

export const WORD_SETTINGS_TEXT = 'Word 文档设置';
export const RESET_TEXT = '恢复默认';
export const SAVED_MESSAGE = '已保存 Word 文档设置';
export const RESET_MESSAGE = '已恢复默认 Word 文档设置';

const shape = WordSettingsFields.shape;
const rule = (field: keyof typeof shape) => [zodRule(shape[field])];
const fontOptions = WORD_FONT_NAMES.map((name) => ({ value: name, label: name }));
const sizeOptions = CHINESE_FONT_SIZES.map((size) => ({ value: size.name, label: `${size.name}（${size.pt} 磅）` }));
const paperOptions = Object.keys(WORD_PAPERS).map((paper) => ({ value: paper, label: paper }));
const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : '加载失败');

const WordSettingsForm: React.FC<{ config: WordConfig; onSaved: (config: WordConfig) => void; onClose: () => void }> = ({
  config,
  onSaved,
  onClose,
}) => {
  const [form] = Form.useForm<WordSettingsValues>();
  const [saving, setSaving] = useState(false);
  const [logoName, setLogoName] = useState<string | null>(config.logoFileName);
  const [logoUrl, setLogoUrl] = useState<string>();
  const values = { ...config.settings, ...Form.useWatch([], form) } as WordSettingsValues;

  useEffect(() => {
    form.setFieldsValue(config.settings);
    setLogoName(config.logoFileName);
  }, [config, form]);

  const logoObjectId = values.logoObjectId;
  useEffect(() => {
    setLogoUrl(undefined);
    if (!logoObjectId) return;
    let live = true;
    fileImgBase64({ objectId: logoObjectId }, { skipErrorHandler: true })
      .then((image) => live && setLogoUrl(image.dataUrl))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [logoObjectId]);

  const save = async () => {
    const fields = await form.validateFields();
    const settings = { ...config.settings, ...fields, logoObjectId: fields.logoObjectId ?? null } as WordSettingsValues;
    const problems = wordSettingsProblems(settings);
    if (problems.length) {
      form.setFields(problems.map((problem) => ({ name: problem.path, errors: [problem.message] })));
      return;
    }
    setSaving(true);
    try {
      onSaved(await wordUserSave(settings));
      message.success(SAVED_MESSAGE);
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Row gutter={24}>
      <Col xs={24} md={15}>
        <Form form={form} layout="vertical" initialValues={config.settings} requiredMark={false} size="small">
          <Divider orientation="left" plain style={{ marginTop: 0 }}>
            字体与字号
          </Divider>
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item name="headingFont" label="标题字体" rules={rule('headingFont')}>
                <Select options={fontOptions} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="bodyFont" label="正文字体" rules={rule('bodyFont')}>
                <Select options={fontOptions} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="titleSize" label="文档标题字号" rules={rule('titleSize')}>
                <Select options={sizeOptions} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="headingSize" label="一级标题字号" rules={rule('headingSize')}>
                <Select options={sizeOptions} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="bodySize" label="正文字号" rules={rule('bodySize')}>
                <Select options={sizeOptions} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="lineSpacingMode" label="行距方式" rules={rule('lineSpacingMode')}>
                <Radio.Group options={WordLineSpacingMode.options()} optionType="button" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="lineSpacing" label={values.lineSpacingMode === 'exact' ? '行距（磅）' : '行距（倍）'} rules={rule('lineSpacing')}>
                <InputNumber step={values.lineSpacingMode === 'exact' ? 1 : 0.25} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          <Divider orientation="left" plain>
            页眉与页脚
          </Divider>
          <Form.Item name="headerText" label="页眉文字" rules={rule('headerText')}>
            <Input maxLength={WORD_HEADER_MAX} showCount placeholder="不填则无页眉文字" />
          </Form.Item>
          <Form.Item name="logoObjectId" label="页眉标志（本机构的 png、jpg、gif 图片）" rules={rule('logoObjectId')}>
            <Space wrap>
              <Upload
                accept=".png,.jpg,.jpeg,.gif"
                showUploadList={false}
                beforeUpload={(file) => {
                  if (isImageName(file.name)) return true;
                  message.error('页眉标志须为 png、jpg 或 gif 图片');
                  return Upload.LIST_IGNORE;
                }}
                customRequest={({ file, onSuccess, onError }) => {
                  fileUpload({ purpose: 'general', file: file as Blob })
                    .then((stored) => {
                      form.setFieldValue('logoObjectId', stored.objectId);
                      setLogoName(stored.fileName);
                      onSuccess?.(stored);
                    })
                    .catch((error: Error) => onError?.(error));
                }}
              >
                <Button icon={<UploadOutlined />}>{logoObjectId ? '更换标志' : '上传标志'}</Button>
              </Upload>
              {logoObjectId ? (
                <>
                  <Tag>{logoName ?? '标志图片'}</Tag>
                  <Button type="link" onClick={() => form.setFieldValue('logoObjectId', null)}>
                    不用标志
                  </Button>
                </>
              ) : null}
            </Space>
          </Form.Item>
          <Form.Item name="footerText" label="页脚文字" rules={rule('footerText')}>
            <Input maxLength={WORD_FOOTER_MAX} showCount placeholder="不填则无页脚文字" />
          </Form.Item>
          <Row gutter={12}>
            <Col span={8}>
              <Form.Item name="pageNumbers" label="页码" valuePropName="checked">
                <Switch checkedChildren="显示" unCheckedChildren="不显示" />
              </Form.Item>
            </Col>
            <Col span={16}>
              <Form.Item name="pageNumberFormat" label="页码格式" rules={rule('pageNumberFormat')}>
                <Select options={WordPageNumberFormat.options()} disabled={!values.pageNumbers} />
              </Form.Item>
            </Col>
          </Row>
          <Divider orientation="left" plain>
            纸张与页边距（毫米）
          </Divider>
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item name="paper" label="纸张大小" rules={rule('paper')}>
                <Select options={paperOptions} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="orientation" label="纸张方向" rules={rule('orientation')}>
                <Radio.Group options={WordOrientation.options()} optionType="button" />
              </Form.Item>
            </Col>
            {(
              [
                ['marginTopMm', '上边距'],
                ['marginBottomMm', '下边距'],
                ['marginLeftMm', '左边距'],
                ['marginRightMm', '右边距'],
              ] as const
            ).map(([name, label]) => (
              <Col span={6} key={name}>
                <Form.Item name={name} label={label} rules={rule(name)}>
                  <InputNumber style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </Form>
      </Col>
      <Col xs={24} md={9}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <span>预览 {config.customized ? <Tag color="blue">已自定义</Tag> : <Tag>默认设置（GB/T 9704）</Tag>}</span>
          <WordPagePreview settings={values} logoUrl={logoUrl} />
        </Space>
      </Col>
      <Col span={24}>
        <Space style={{ width: '100%', justifyContent: 'flex-end', marginTop: 12 }}>
          <ConfirmAction
            title={`${RESET_TEXT}？`}
            description="将删除您保存的设置，此后生成的 Word 文档使用默认版式"
            successMessage={RESET_MESSAGE}
            action={async () => {
              const next = await wordUserReset();
              form.setFieldsValue(next.settings);
              onSaved(next);
            }}
          >
            <Button disabled={!config.customized}>{RESET_TEXT}</Button>
          </ConfirmAction>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving} onClick={() => void save().catch(() => undefined)}>
            保存
          </Button>
        </Space>
      </Col>
    </Row>
  );
};

/** The 「Word 文档设置」 button and its modal. */
const WordSettingsButton: React.FC = () => {
  const [open, setOpen] = useState(false);
  const [config, setConfig] = useState<WordConfig>();
  const [error, setError] = useState<unknown>();
  const [loading, setLoading] = useState(false);

  const load = useCallback(() => {
    setLoading(true);
    setError(undefined);
    wordConfig({ skipErrorHandler: true })
      .then(setConfig)
      .catch(setError)
      .finally(() => setLoading(false));
  }, []);

  return (
    <>
      <Button
        icon={<FileWordOutlined />}
        onClick={() => {
          setOpen(true);
          load();
        }}
      >
        {WORD_SETTINGS_TEXT}
      </Button>
      <Modal title={WORD_SETTINGS_TEXT} open={open} onCancel={() => setOpen(false)} footer={null} width={860} destroyOnClose>
        {config && !loading ? (
          <WordSettingsForm config={config} onSaved={setConfig} onClose={() => setOpen(false)} />
        ) : error && !loading ? (
          <Result
            status="warning"
            title="无法读取 Word 文档设置"
            subTitle={errorText(error)}
            extra={
              <Button type="primary" onClick={load}>
                重试
              </Button>
            }
          />
        ) : (
          <Spin tip="正在读取设置…">
            <div style={{ minHeight: 240 }} />
          </Spin>
        )}
      </Modal>
    </>
  );
};

export default WordSettingsButton;
