import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

/**
 * ESM stand-ins for the CommonJS `use-sync-external-store` shims that TanStack Router's store and
 * the signals runtime import. On preact/compat the CommonJS files would `require('react')` past
 * the aliases (in tests) and pull interop helpers into the build; preact/compat has
 * useSyncExternalStore itself. The selector variant follows React's implementation (MIT).
 */
export { useSyncExternalStore };

export const useSyncExternalStoreWithSelector = <Snapshot, Selection>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection => {
  // The selection last rendered, so an equal new one keeps its identity across subscriptions.
  const rendered = useRef<{ value: Selection } | null>(null);

  const [getSelection, getServerSelection] = useMemo(() => {
    let memo: { snapshot: Snapshot; selection: Selection } | undefined;
    const select = (snapshot: Snapshot): Selection => {
      if (memo && Object.is(memo.snapshot, snapshot)) return memo.selection;
      const next = selector(snapshot);
      const previous = memo ? memo.selection : rendered.current?.value;
      const keep = previous !== undefined && isEqual !== undefined && isEqual(previous, next);
      const selection = keep ? previous : next;
      memo = { snapshot, selection };
      return selection;
    };
    return [() => select(getSnapshot()), getServerSnapshot ? () => select(getServerSnapshot()) : undefined];
  }, [getSnapshot, getServerSnapshot, selector, isEqual]);

  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    rendered.current = { value };
  }, [value]);
  return value;
};
