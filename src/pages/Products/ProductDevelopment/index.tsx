/**
 * 产品开发 (/productDevelopment, canRoot): every service product with its standard, project create
 * type, list price in points, state and whether its draft holds unpublished changes; filters and
 * paging on the server. Create and edit open the step form; withdraw asks first. The bar also
 * leads to the internal-auditor exam's question bank (内审员考试题库) and papers (试卷管理).
 */
import { BookOutlined, FileTextOutlined, PlusOutlined } from '@ant-design/icons';
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, Space, Tag, Typography } from 'antd';
import type React from 'react';
import { useRef } from 'react';
import { ProductStatus, ServiceKind, Standard } from '@domain/enums';
import { productStandardLabel } from '@domain/products/method';
import { PRODUCT_MACHINE } from '@domain/products/rules';
import { chinaTimeColumn, enumColumn, ListTable } from '@/components/ListKit';
import ConfirmAction from '@/components/ListKit/ConfirmAction';
import { productList, productWithdraw, type ProductSummary } from '@/services/products';
import { CREATE_PATH, formatPoints, STATUS_COLORS } from './components/labels';

const ProductDevelopment: React.FC = () => {
  const actionRef = useRef<ActionType>();

  const columns: ProColumns<ProductSummary>[] = [
    {
      title: '产品名称',
      dataIndex: 'name',
      ellipsis: true,
      render: (_, row) => (
        <Space size={4}>
          <Typography.Link onClick={() => history.push(`${CREATE_PATH}?productCode=${row.productCode}`)}>{row.name}</Typography.Link>
          {row.dirty && row.publishedVersion !== null && <Tag color="blue">有未发布的修改</Tag>}
        </Space>
      ),
    },
    enumColumn<ProductSummary, ServiceKind>('服务类型', 'serviceKind', ServiceKind, { width: 170 }),
    // Shown as the product's method (a GB/T 20984 risk assessment is not 等级保护); searched by the standard column.
    enumColumn<ProductSummary, Standard>('标准', 'standard', Standard, { width: 190, render: (_, row) => productStandardLabel(row) }),
    enumColumn<ProductSummary, Standard>('项目创建类型', 'projectCreateType', Standard, { width: 130, hideInSearch: true }),
    { title: '价格', dataIndex: 'pricePoints', hideInSearch: true, align: 'right', width: 120, render: (_, row) => formatPoints(row.pricePoints) },
    enumColumn<ProductSummary, ProductStatus>('状态', 'status', ProductStatus, { width: 100, colors: STATUS_COLORS }),
    {
      title: '版本',
      dataIndex: 'publishedVersion',
      hideInSearch: true,
      width: 80,
      render: (_, row) => (row.publishedVersion ? `v${row.publishedVersion}` : '—'),
    },
    chinaTimeColumn<ProductSummary>('更新时间', 'updatedAt'),
    {
      title: '操作',
      valueType: 'option',
      width: 120,
      render: (_, row) => [
        <Typography.Link key="edit" onClick={() => history.push(`${CREATE_PATH}?productCode=${row.productCode}`)}>
          编辑
        </Typography.Link>,
        PRODUCT_MACHINE.hasAction(row.status, 'withdraw') && (
          <ConfirmAction
            key="withdraw"
            title={`确定下架“${row.name}”？`}
            description="下架后渠道不能再售卖该产品；已购买的项目不受影响。"
            okText="下架"
            successMessage="已下架"
            action={() => productWithdraw({ productCode: row.productCode })}
            onDone={() => actionRef.current?.reload()}
          >
            <Typography.Link type="danger">下架</Typography.Link>
          </ConfirmAction>
        ),
      ],
    },
  ];

  return (
    <PageContainer title="产品开发">
      <ListTable
        rowKey="productCode"
        headerTitle="服务产品"
        actionRef={actionRef}
        columns={columns}
        call={productList}
        options={{ density: false, setting: false }}
        locale={{ emptyText: '暂无产品，点击“创建产品”开始' }}
        toolBarRender={() => [
          <Button key="examBank" icon={<BookOutlined />} onClick={() => history.push('/productDevelopment/examBank')}>
            内审员考试题库
          </Button>,
          <Button key="examPapers" icon={<FileTextOutlined />} onClick={() => history.push('/productDevelopment/examPapers')}>
            试卷管理
          </Button>,
          <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => history.push(CREATE_PATH)}>
            创建产品
          </Button>,
        ]}
      />
    </PageContainer>
  );
};

export default ProductDevelopment;
