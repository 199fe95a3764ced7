/**
 * A component that loads its code on first render: `lazyExport(() => import('x'), 'Name')` is
 * export `Name` of module `x` behind React.lazy, refs forwarded, nothing shown while it loads. The
 * build (scripts/lazyProModules.ts) puts such stand-ins in place of pro-components parts that
 * pages rarely render (tree selects, colour pickers, step forms, number inputs…), so their code travels only to
 * a page that actually shows one.
 */
import React from 'react';

type Module = Record<string, unknown>;
type Props = Record<string, unknown> & { ref?: React.Ref<unknown> };

export function lazyExport<P = Record<string, unknown>>(load: () => Promise<Module>, name = 'default') {
  const Loaded = React.lazy(async () => ({ default: (await load())[name] as React.ComponentType<Props> }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per stand-in module, at module level
  const Stand = React.forwardRef<unknown, Record<string, unknown>>((props, ref) => (
    <React.Suspense fallback={null}>
      <Loaded {...props} ref={ref} />
    </React.Suspense>
  ));
  Stand.displayName = `Lazy(${name})`;
  return Stand as unknown as React.ComponentType<P>;
}
