import { frenchTextParts } from '@pretscope/core';
import type { Element, ElementContent, Root } from 'hast';

/** Elements whose text is code or a keyboard key, written as it must be typed: typography never touches them. */
const VERBATIM = new Set(['code', 'pre', 'kbd', 'samp', 'script', 'style', 'textarea']);

/**
 * French typography on every text node of the content (`frenchTextParts`): non-breaking spaces before « : ; ! ? »
 * and inside « », figures kept with their units, typographic apostrophes, ordinals with their suffix in
 * superscript (1<sup>er</sup>). Code is left as written. Runs after sanitizing, on text only: attributes (links,
 * alternative texts) keep what the author wrote.
 */
export function rehypeFrenchTypography() {
  const visit = (parent: Root | Element): void => {
    const children: ElementContent[] = [];
    for (const child of parent.children as ElementContent[]) {
      if (child.type === 'element') {
        if (!VERBATIM.has(child.tagName)) visit(child);
        children.push(child);
      } else if (child.type === 'text') {
        for (const part of frenchTextParts(child.value)) {
          if (part.kind === 'text') children.push({ type: 'text', value: part.text });
          else
            children.push(
              { type: 'text', value: part.figure },
              { type: 'element', tagName: 'sup', properties: {}, children: [{ type: 'text', value: part.suffix }] },
            );
        }
      } else {
        children.push(child);
      }
    }
    parent.children = children as typeof parent.children;
  };
  return (tree: Root) => visit(tree);
}
