/**
 * IAF/EA certification scope codes 1–39 (the technical areas of QMS/EMS/OHSMS accreditation,
 * IAF ID 1 / EA-1/22; CNAS uses the same 39 codes with its own sub-codes), and which GB/T 4754-2017
 * divisions fall under each.
 *
 * The 39 codes and titles are the published IAF list. The division mapping is this product's
 * correspondence, drawn up by reading the IAF codes' NACE Rev. 1 ranges against the GB/T 4754-2017
 * divisions' content: it is a suggestion for the contract reviewer, not an accreditation
 * decision (a certification body assigns the scope code from the client's actual activities and
 * may use a CNAS sub-code). A division may fall under several codes (e.g. 37 under 20, 21, 22).
 */
export const CERT_SCOPE_DICTIONARY_VERSION = 'IAF ID1 (39 codes) · GB/T 4754-2017 mapping 1';
export const CERT_SCOPE_DICTIONARY_SOURCE =
  'IAF/EA 认证范围代码 1–39（IAF ID 1、EA-1/22）；与 GB/T 4754-2017 大类的对应为本产品依各代码的 NACE Rev.1 范围整理的建议对应，认证机构按组织实际活动确定';

/** [code, 中文名称, English title, GB/T 4754-2017 divisions] */
export const CERT_SCOPES: readonly (readonly [number, string, string, readonly string[]])[] = [
  [1, '农业、林业和渔业', 'Agriculture, forestry and fishing', ['01', '02', '03', '04', '05']],
  [2, '采矿业及采石业', 'Mining and quarrying', ['06', '07', '08', '09', '10', '11', '12']],
  [3, '食品、饮料和烟草', 'Food products, beverages and tobacco', ['13', '14', '15', '16']],
  [4, '纺织品及纺织产品', 'Textiles and textile products', ['17', '18']],
  [5, '皮革及皮革制品', 'Leather and leather products', ['19']],
  [6, '木材及木制品', 'Wood and wood products', ['20']],
  [7, '纸浆、纸及纸制品', 'Pulp, paper and paper products', ['22']],
  [8, '出版业', 'Publishing companies', ['86']],
  [9, '印刷业', 'Printing companies', ['23']],
  [10, '焦炭及精炼石油制品的制造', 'Manufacture of coke and refined petroleum products', ['25']],
  [11, '核燃料', 'Nuclear fuel', ['25']],
  [12, '化学品、化学制品及纤维', 'Chemicals, chemical products and fibres', ['26', '28']],
  [13, '医药品', 'Pharmaceuticals', ['27']],
  [14, '橡胶和塑料制品', 'Rubber and plastic products', ['29']],
  [15, '非金属矿物制品', 'Non-metallic mineral products', ['30']],
  [16, '混凝土、水泥、石灰、石膏等', 'Concrete, cement, lime, plaster etc.', ['30']],
  [17, '基础金属及金属制品', 'Basic metals and fabricated metal products', ['31', '32', '33']],
  [18, '机械及设备', 'Machinery and equipment', ['34', '35', '43']],
  [19, '电气及光学设备', 'Electrical and optical equipment', ['38', '39', '40']],
  [20, '造船业', 'Shipbuilding', ['37']],
  [21, '航空航天', 'Aerospace', ['37']],
  [22, '其他运输设备', 'Other transport equipment', ['36', '37']],
  [23, '其他未分类的制造业', 'Manufacturing not elsewhere classified', ['21', '24', '41']],
  [24, '废旧物资的回收利用', 'Recycling', ['42']],
  [25, '电力供应', 'Electricity supply', ['44']],
  [26, '燃气供应', 'Gas supply', ['45']],
  [27, '水供应', 'Water supply', ['46']],
  [28, '建设', 'Construction', ['47', '48', '49', '50']],
  [
    29,
    '批发及零售贸易；汽车、摩托车、个人及家庭用品的修理',
    'Wholesale and retail trade; repair of motor vehicles, motorcycles and personal and household goods',
    ['51', '52', '81'],
  ],
  [30, '宾馆及餐馆', 'Hotels and restaurants', ['61', '62']],
  [31, '运输、仓储及通讯', 'Transport, storage and communication', ['53', '54', '55', '56', '57', '58', '59', '60', '63']],
  [32, '金融、房地产、出租', 'Financial intermediation; real estate; renting', ['66', '67', '68', '69', '70', '71']],
  [33, '信息技术', 'Information technology', ['64', '65']],
  [34, '工程服务', 'Engineering services', ['73', '74']],
  [35, '其他服务', 'Other services', ['72', '75']],
  [36, '公共行政管理', 'Public administration', ['76', '79', '91', '92', '93', '94']],
  [37, '教育', 'Education', ['83']],
  [38, '卫生及社会工作', 'Health and social work', ['84', '85']],
  [39, '其他社会服务', 'Other social services', ['77', '78', '80', '82', '87', '88', '89', '90', '95', '96', '97']],
];

/**
 * A reference EMS complexity category per scope code, for the ISO 14001 configuration. IAF MD 5
 * (Annex on EMS complexity categories) assigns the category by the organisation's activities,
 * not by scope code; these are the categories the listed activities of each code mostly fall
 * in, as a default the certification body overrides. Never presented as the MD 5 text.
 */
export const EMS_COMPLEXITY_BY_SCOPE: Readonly<Record<number, 'high' | 'medium' | 'low' | 'limited'>> = {
  1: 'medium',
  2: 'high',
  3: 'medium',
  4: 'medium',
  5: 'high',
  6: 'medium',
  7: 'high',
  8: 'low',
  9: 'medium',
  10: 'high',
  11: 'high',
  12: 'high',
  13: 'high',
  14: 'medium',
  15: 'high',
  16: 'high',
  17: 'high',
  18: 'medium',
  19: 'medium',
  20: 'high',
  21: 'medium',
  22: 'medium',
  23: 'medium',
  24: 'high',
  25: 'high',
  26: 'high',
  27: 'medium',
  28: 'medium',
  29: 'low',
  30: 'low',
  31: 'medium',
  32: 'limited',
  33: 'limited',
  34: 'low',
  35: 'low',
  36: 'limited',
  37: 'limited',
  38: 'medium',
  39: 'medium',
};
