/** What the product pages share: paths, state colours, points text. */
import type { ProductStatus } from '@domain/enums';

export const LIST_PATH = '/productDevelopment';
export const CREATE_PATH = '/productDevelopment/createProduct';
export const STATUS_COLORS: Partial<Record<ProductStatus, string>> = { draft: 'default', published: 'green', withdrawn: 'orange' };
export const formatPoints = (points: number) => `${points.toLocaleString('zh-CN')} 积分`;
