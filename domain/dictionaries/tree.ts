/**
 * A tree dictionary held in memory: flat rows (code, name, level, parentCode) indexed once, then
 * asked for one node's children to a depth, or searched by name or code. Pure; the server and the
 * mocks build the same trees from the same data.
 */
import { DICTIONARY_SEARCH_LIMIT, type DictionaryAnswer, type DictionaryNode, type DictionaryQuery } from './contracts';

export interface DictionaryRow {
  code: string;
  name: string;
  level: string;
  /** '' for a root. */
  parentCode: string;
}

export interface TreeDictionary {
  version: string;
  source: string;
  rows: readonly DictionaryRow[];
  byCode: ReadonlyMap<string, DictionaryRow>;
  children: ReadonlyMap<string, readonly DictionaryRow[]>;
}

export function buildTree(version: string, source: string, rows: readonly DictionaryRow[]): TreeDictionary {
  const byCode = new Map<string, DictionaryRow>();
  const children = new Map<string, DictionaryRow[]>();
  for (const row of rows) {
    if (byCode.has(row.code)) throw new Error(`字典 ${version} 代码重复：${row.code}`);
    byCode.set(row.code, row);
    const siblings = children.get(row.parentCode) ?? [];
    siblings.push(row);
    children.set(row.parentCode, siblings);
  }
  for (const row of rows) {
    if (row.parentCode && !byCode.has(row.parentCode)) throw new Error(`字典 ${version} 的 ${row.code} 指向不存在的上级 ${row.parentCode}`);
  }
  return { version, source, rows, byCode, children };
}

function toNode(tree: TreeDictionary, row: DictionaryRow, depthLeft: number): DictionaryNode {
  const kids = tree.children.get(row.code) ?? [];
  const node: DictionaryNode = { code: row.code, name: row.name, level: row.level, parentCode: row.parentCode, hasChildren: kids.length > 0 };
  if (depthLeft > 0 && kids.length) node.children = kids.map((kid) => toNode(tree, kid, depthLeft - 1));
  return node;
}

/** The nodes under `parentCode` ('' = roots) down to `depth` levels, or the nodes matching `keyword`. `undefined` = no such parent. */
export function queryTree(tree: TreeDictionary, query: Partial<DictionaryQuery>): DictionaryAnswer | undefined {
  const { version, source } = tree;
  const keyword = query.keyword?.trim().toLowerCase();
  if (keyword) {
    const list: DictionaryNode[] = [];
    for (const row of tree.rows) {
      if (row.name.toLowerCase().includes(keyword) || row.code.toLowerCase().startsWith(keyword)) {
        list.push(toNode(tree, row, 0));
        if (list.length >= DICTIONARY_SEARCH_LIMIT) break;
      }
    }
    return { version, source, list };
  }
  const parentCode = query.parentCode ?? '';
  if (parentCode && !tree.byCode.has(parentCode)) return undefined;
  const depth = query.depth ?? 1;
  return { version, source, list: (tree.children.get(parentCode) ?? []).map((row) => toNode(tree, row, depth - 1)) };
}

/** The row and its ancestors, root first. */
export function pathOf(tree: TreeDictionary, code: string): DictionaryRow[] {
  const path: DictionaryRow[] = [];
  for (let row = tree.byCode.get(code); row; row = row.parentCode ? tree.byCode.get(row.parentCode) : undefined) path.unshift(row);
  return path;
}
