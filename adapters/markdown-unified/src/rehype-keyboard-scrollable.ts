import type { Element, Root, RootContent } from 'hast';

/** The name a screen reader gives a table's scrolling box when it gets the focus. */
export const TABLE_REGION_LABEL = 'Tableau';

/**
 * Tables and code blocks scroll sideways when they are wider than the screen (a phone): a box that scrolls must
 * be reachable with the keyboard, or it cannot be scrolled without a mouse (WCAG 2.1.1; axe's
 * scrollable-region-focusable). A table is wrapped in a named region that takes the focus (a table itself keeps
 * its table semantics); a code block takes the focus itself. Runs after sanitizing: these attributes come from
 * the renderer, never from the markdown.
 */
export function rehypeKeyboardScrollable() {
  const visit = (parent: Root | Element): void => {
    parent.children = parent.children.map((child): RootContent => {
      if (child.type !== 'element') return child;
      if (child.tagName === 'table') {
        return {
          type: 'element',
          tagName: 'div',
          properties: { className: ['md-table'], role: 'region', ariaLabel: TABLE_REGION_LABEL, tabIndex: 0 },
          children: [child],
        };
      }
      if (child.tagName === 'pre') {
        child.properties.tabIndex = 0;
        return child;
      }
      visit(child);
      return child;
    }) as typeof parent.children;
  };
  return (tree: Root) => visit(tree);
}
