/**
 * Spec §2: « The layout is chosen from route metadata, with the default layout as fallback. » A route declares
 * `export const handle = { layout: 'admin' }`; its child routes inherit it unless they declare their own.
 */
export const layoutNames = ['default', 'admin'] as const;
export type LayoutName = (typeof layoutNames)[number];

export interface LayoutHandle {
  layout?: LayoutName;
}

function declaredLayout(handle: unknown): LayoutName | undefined {
  if (typeof handle !== 'object' || handle === null || !('layout' in handle)) return undefined;
  const { layout } = handle as { layout: unknown };
  return (layoutNames as readonly unknown[]).includes(layout) ? (layout as LayoutName) : undefined;
}

/** The layout of the deepest matched route that declares one; the default layout when none does. */
export function layoutOf(matches: ReadonlyArray<{ handle?: unknown }>): LayoutName {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const layout = declaredLayout(matches[index]?.handle);
    if (layout) return layout;
  }
  return 'default';
}
