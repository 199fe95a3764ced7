/** Form inputs fed by the national dictionaries (src/services/dictionaries.ts); drop them into any Form.Item. */
export { default as CertScopeSelect, type CertScopeSelectProps } from './CertScopeSelect';
export { default as EnterpriseNameInput, type EnterpriseNameInputProps } from './EnterpriseNameInput';
export { creditCodeRule } from './creditCodeRule';
export { default as IndustrySelect, type IndustrySelectProps } from './IndustrySelect';
export { default as RegionCascader, type RegionCascaderProps } from './RegionCascader';
export { clearDictionaryCache, industryPath, regionPath } from './treeOptions';
