// React.lazy for a named export: screens stay named exports (STYLE.md) and still load as chunks of their own.
import { type ComponentType, lazy } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any props
export function lazyNamed<Module extends Record<Name, ComponentType<any>>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
