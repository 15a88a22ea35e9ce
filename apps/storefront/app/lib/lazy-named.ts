import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The component a module exports under `Name`, with its props. */
type ExportedComponent<Module, Name extends keyof Module> = Module[Name] extends ComponentType<infer Props> ? ComponentType<Props> : never;

/**
 * React.lazy of one named export of a chunk (React.lazy takes a default export): each of a chunk's components loads
 * with the chunk and hydrates on its own.
 */
export function lazyNamed<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<ExportedComponent<Module, Name>> {
  return lazy(() => load().then((module) => ({ default: module[name] as ExportedComponent<Module, Name> })));
}
