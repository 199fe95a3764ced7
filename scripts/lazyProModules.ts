/**
 * A webpack plugin (added in .umirc.ts) that keeps the rarely rendered parts of pro-components off
 * the pages that do not render them. ProTable and every ProForm field render through ProField,
 * whose index statically imports a renderer for every value type (tree select, cascader, colour
 * picker, slider, image…), and ProTable's search form goes through the schema form, which imports
 * every form layout (steps, drawer, light filter) and antd's Table its filter tree. So a page with one table carried
 * rc-tree, rc-cascader, a colour picker and antd Steps it never shows.
 *
 * Each rule below swaps one import, made by one pro-components file, for a stand-in of
 * src/lazyPro/ with the same exports behind React.lazy (src/lazyPro/lazyExport.tsx): the real
 * module becomes its own chunk, fetched the first time a page renders such a field. Only the
 * import of that one file is swapped; anyone importing the module directly gets the real one.
 * Pages and the list kit need nothing: a new page gets it too. tests/unit/lazyProModules.test.ts
 * checks every rule still matches the installed packages; a rule that matched nothing in a build
 * is reported at the end of the build.
 */
import path from 'node:path';

export interface LazyRule {
  /** The importing file, relative to node_modules. */
  issuer: string;
  /** The import as written in that file. */
  request: string;
  /** The stand-in, relative to the repository. */
  standIn: string;
}

const FIELD = '@ant-design/pro-field/es/index.js';
const fieldRule = (name: string): LazyRule => ({ issuer: FIELD, request: `./components/${name}`, standIn: `src/lazyPro/field/${name}.tsx` });
const SCHEMA_FORM = '@ant-design/pro-form/es/components/SchemaForm/index.js';

export const LAZY_RULES: readonly LazyRule[] = [
  ...[
    'Cascader',
    'ColorPicker',
    'Digit',
    'DigitRange',
    'Image',
    'Money',
    'Percent',
    'Progress',
    'Rate',
    'Segmented',
    'Slider',
    'Switch',
    'TimePicker',
    'TreeSelect',
  ].map(fieldRule),
  { issuer: SCHEMA_FORM, request: '../../layouts/DrawerForm', standIn: 'src/lazyPro/form/DrawerForm.tsx' },
  { issuer: SCHEMA_FORM, request: '../../layouts/LightFilter', standIn: 'src/lazyPro/form/LightFilter.tsx' },
  { issuer: SCHEMA_FORM, request: '../../layouts/StepsForm', standIn: 'src/lazyPro/form/StepsForm.tsx' },
  {
    issuer: '@ant-design/pro-form/es/components/SchemaForm/layoutType/StepsForm.js',
    request: '../../../layouts/StepsForm',
    standIn: 'src/lazyPro/form/StepsForm.tsx',
  },
  // antd's Tree (and rc-tree) in every table: the column-setting popover and antd Table's filter
  // dropdown (`filterMode: 'tree'`) render it only once opened.
  { issuer: '@ant-design/pro-table/es/components/ColumnSetting/index.js', request: 'antd', standIn: 'src/lazyPro/table/columnSettingAntd.tsx' },
  { issuer: 'antd/es/table/hooks/useFilter/FilterDropdown.js', request: '../../../tree', standIn: 'src/lazyPro/table/Tree.tsx' },
];

interface ResolveData {
  request: string;
  contextInfo: { issuer?: string };
}
interface Compiler {
  hooks: {
    normalModuleFactory: {
      tap: (
        name: string,
        fn: (factory: { hooks: { beforeResolve: { tap: (name: string, fn: (data: ResolveData) => void) => void } } }) => void,
      ) => void;
    };
    done: { tap: (name: string, fn: () => void) => void };
  };
}

const slash = (file: string) => file.split(path.sep).join('/');

export class LazyProModulesPlugin {
  constructor(private readonly root: string) {}

  apply(compiler: Compiler): void {
    const used = new Set<LazyRule>();
    compiler.hooks.normalModuleFactory.tap('LazyProModules', (factory) => {
      factory.hooks.beforeResolve.tap('LazyProModules', (data) => {
        const issuer = data.contextInfo.issuer;
        if (!issuer?.includes('node_modules')) return;
        const from = slash(issuer);
        const rule = LAZY_RULES.find((candidate) => candidate.request === data.request && from.endsWith(`node_modules/${candidate.issuer}`));
        if (!rule) return;
        used.add(rule);
        data.request = path.join(this.root, rule.standIn);
      });
    });
    compiler.hooks.done.tap('LazyProModules', () => {
      for (const rule of LAZY_RULES)
        if (!used.has(rule)) console.warn(`! lazyProModules: nothing imports ${rule.request} from ${rule.issuer} any more (rule unused)`);
    });
  }
}
