/**
 * What a FormKit field learns from the form around it: whether the form lays fields out on a grid
 * (each field in its own column), and, inside a ProFormList item, where that item is (field names
 * there are relative to the item, as in pro-form).
 */
import { createContext, useContext } from 'react';

export type NamePath = string | number | readonly (string | number)[];

export const toPath = (name: NamePath): (string | number)[] => (Array.isArray(name) ? [...name] : [name as string | number]);

export interface GridSetting {
  grid: boolean;
}
export const GridContext = createContext<GridSetting>({ grid: false });

export interface ListItem {
  /** The item's position in its list (what antd's Form.List names it). */
  index: number;
  /** The item's absolute path in the form's values, e.g. ['steps', 2]. */
  path: (string | number)[];
}
export const ListItemContext = createContext<ListItem | undefined>(undefined);

/** A field's name as its Form.Item needs it: relative to the list item it is in, if any. */
export function useFieldName(name: NamePath | undefined): (string | number)[] | undefined {
  const item = useContext(ListItemContext);
  if (name === undefined) return undefined;
  return item ? [item.index, ...toPath(name)] : toPath(name);
}

/** A name's absolute path in the form's values (for reading values, e.g. ProFormDependency). */
export function useAbsolutePath(): (name: NamePath) => (string | number)[] {
  const item = useContext(ListItemContext);
  return (name) => [...(item?.path ?? []), ...toPath(name)];
}
