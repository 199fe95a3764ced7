/**
 * Meta configuration of the SVIP page (the information a consultant collects from the customer to
 * build an ISO management system or an MLPS file set): its modules and each module's components.
 * Grouped as the domain brief §5.2 groups the variables document generators fill.
 * A component's `dictionary` names the dictionary call that feeds its options.
 */
export const SVIP_PAGE_VERSION = 'svip page 1';

export type SvipComponentType = 'text' | 'textarea' | 'number' | 'date' | 'select' | 'industry' | 'region' | 'creditCode' | 'certScope' | 'table';
export type SvipDictionary = 'guominhangye' | 'province' | 'tecDomain' | 'govProductCls' | 'certScopes' | null;

export interface SvipModuleRow {
  code: string;
  name: string;
  description: string;
  /** The project standards the module is shown for. */
  standards: readonly ('iso' | 'gov')[];
  components: readonly (readonly [code: string, name: string, type: SvipComponentType, required: boolean, dictionary: SvipDictionary])[];
}

export const SVIP_MODULES: readonly SvipModuleRow[] = [
  {
    code: 'organization',
    name: '组织概况',
    description: '组织的基本信息，用于文件封面、范围声明和认证申请',
    standards: ['iso', 'gov'],
    components: [
      ['companyName', '公司全称', 'text', true, null],
      ['companyEnName', '英文名称', 'text', false, null],
      ['creditCode', '统一社会信用代码', 'creditCode', true, null],
      ['region', '注册地所在地区', 'region', true, 'province'],
      ['address', '经营地址', 'text', true, null],
      ['legalPerson', '法定代表人', 'text', true, null],
      ['topManager', '最高管理者', 'text', true, null],
      ['managementRepresentative', '管理者代表', 'text', false, null],
      ['securityOfficer', '信息安全负责人', 'text', false, null],
      ['headcount', '体系覆盖人数', 'number', true, null],
      ['industry', '所属行业', 'industry', true, 'guominhangye'],
    ],
  },
  {
    code: 'scope',
    name: '体系范围',
    description: '认证范围、场所和删减（不适用条款）及其理由',
    standards: ['iso'],
    components: [
      ['certScopes', '认证范围代码', 'certScope', true, 'certScopes'],
      ['scopeStatement', '范围声明（产品、服务、过程、场所）', 'textarea', true, null],
      ['sites', '场所清单', 'table', false, null],
      ['exclusions', '不适用条款及理由', 'table', false, null],
    ],
  },
  {
    code: 'structure',
    name: '组织机构',
    description: '部门、负责人和职能分配',
    standards: ['iso', 'gov'],
    components: [
      ['departments', '部门（名称、负责人、职责）', 'table', true, null],
      ['responsibilityMatrix', '职能分配表', 'table', false, null],
    ],
  },
  {
    code: 'policy',
    name: '方针和目标',
    description: '管理方针、目标及其考核指标',
    standards: ['iso'],
    components: [
      ['policyStatement', '管理方针', 'textarea', true, null],
      ['objectives', '目标和指标', 'table', true, null],
    ],
  },
  {
    code: 'documentControl',
    name: '文件控制',
    description: '文件编号、版本和编制、审核、批准人员',
    standards: ['iso', 'gov'],
    components: [
      ['docPrefix', '文件编号前缀', 'text', true, null],
      ['docVersion', '版本号', 'text', true, null],
      ['author', '编制人', 'text', true, null],
      ['reviewer', '审核人', 'text', true, null],
      ['approver', '批准人', 'text', true, null],
    ],
  },
  {
    code: 'timeline',
    name: '体系时间线',
    description: '手册发布、实施、内审、管理评审和认证申请日期',
    standards: ['iso'],
    components: [
      ['manualReleaseDate', '管理手册发布日期', 'date', true, null],
      ['effectiveDate', '实施日期', 'date', true, null],
      ['internalAuditDate', '内部审核日期', 'date', false, null],
      ['managementReviewDate', '管理评审日期', 'date', false, null],
    ],
  },
  {
    code: 'gradedObject',
    name: '定级对象',
    description: '等级保护定级对象的名称、级别和承载业务',
    standards: ['gov'],
    components: [
      ['objectName', '定级对象名称', 'text', true, null],
      ['level', '安全保护等级', 'select', true, null],
      ['businessDescription', '承载业务描述', 'textarea', true, null],
      ['techDomain', '所属高新技术领域', 'select', false, 'tecDomain'],
    ],
  },
];
