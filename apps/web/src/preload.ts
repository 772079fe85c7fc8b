// Lazily loaded screens that can be loaded ahead of rendering. A prerendered page must hydrate without
// suspending to a fallback: the entry module loads the chunks of the page's route first, and from then on the
// component resolves synchronously (React.lazy accepts any thenable; a settled one is used at once).
import {
  type ComponentType,
  isValidElement,
  type LazyExoticComponent,
  type ReactNode,
  lazy as reactLazy,
} from 'react';

// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React.lazy's.
export type PreloadableComponent<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  preload(): Promise<void>;
};

/** React.lazy with a `preload()`: once it has resolved, rendering the component never suspends. */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React.lazy's.
export function lazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): PreloadableComponent<T> {
  let loaded: { default: T } | null = null;
  let loading: Promise<{ default: T }> | null = null;
  const start = () => {
    loading ??= load().then((module) => {
      loaded = module;
      return module;
    });
    return loading;
  };
  const component = reactLazy(() => {
    const module = loaded;
    if (module === null) return start();
    // A thenable that calls back at once: React.lazy then records the module before it would suspend.
    // biome-ignore lint/suspicious/noThenProperty: React.lazy takes a thenable; this one is settled.
    const settled = { then: (resolve: (value: { default: T }) => void) => resolve(module) };
    return settled as unknown as Promise<{ default: T }>;
  });
  return Object.assign(component, { preload: () => start().then(() => undefined) });
}

function hasPreload(type: unknown): type is { preload(): Promise<void> } {
  return (
    (typeof type === 'object' || typeof type === 'function') &&
    type !== null &&
    typeof (type as { preload?: unknown }).preload === 'function'
  );
}

/**
 * Loads the lazily loaded components of an element tree (the element and its children; a component may name
 * what it renders through its own `preload`), so the tree renders without suspending.
 */
export function preloadElement(node: ReactNode): Promise<void> {
  const pending: Promise<void>[] = [];
  const visit = (child: unknown) => {
    if (Array.isArray(child)) {
      for (const item of child) visit(item);
      return;
    }
    if (!isValidElement(child)) return;
    if (hasPreload(child.type)) pending.push(child.type.preload());
    visit((child.props as { children?: unknown }).children);
  };
  visit(node);
  return Promise.all(pending).then(() => undefined);
}
