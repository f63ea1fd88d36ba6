/**
 * What the markdown toolbar inserts. The six fenced block styles are the renderer's (adapters/markdown-unified
 * BLOCK_STYLES: text, info, warning, quote, button, image); the selection, if any, becomes the block's content.
 */
export interface MarkdownSnippet {
  id: string;
  label: string;
  title: string;
  /** Wraps the selection inline (`**…**`). */
  wrap?: [string, string];
  /** A block on its own lines: a fenced style, or a line prefix. */
  block?: { before: string; after: string; placeholder: string };
}

const fence = (style: string, placeholder: string): MarkdownSnippet['block'] => ({
  before: `\`\`\`${style}\n`,
  after: '\n```',
  placeholder,
});

export const MARKDOWN_SNIPPETS: readonly MarkdownSnippet[] = [
  { id: 'bold', label: 'Gras', title: 'Mettre en gras', wrap: ['**', '**'] },
  { id: 'italic', label: 'Italique', title: 'Mettre en italique', wrap: ['*', '*'] },
  { id: 'heading', label: 'Titre', title: 'Titre de section', block: { before: '## ', after: '', placeholder: 'Titre de section' } },
  { id: 'link', label: 'Lien', title: 'Insérer un lien', wrap: ['[', '](https://)'] },
  { id: 'list', label: 'Liste', title: 'Liste à puces', block: { before: '- ', after: '', placeholder: 'Élément' } },
  { id: 'text', label: 'Encadré texte', title: 'Bloc de texte encadré (```text)', block: fence('text', 'Texte encadré.') },
  { id: 'info', label: 'Info', title: 'Bloc d’information (```info)', block: fence('info', 'À savoir\u00a0: …') },
  { id: 'warning', label: 'Attention', title: 'Bloc d’avertissement (```warning)', block: fence('warning', 'Attention\u00a0: …') },
  { id: 'quote', label: 'Citation', title: 'Citation (```quote)', block: fence('quote', '«\u202fCitation.\u202f»\n\nAuteur') },
  {
    id: 'button',
    label: 'Bouton',
    title: 'Bouton d’appel à l’action (```button)',
    block: fence('button', '[Comparer les offres](/pret-hypothecaire)'),
  },
  {
    id: 'image',
    label: 'Image',
    title: 'Image avec légende (```image)',
    block: fence('image', '![Description de l’image](/uploads/image.jpg "Légende")'),
  },
];

/**
 * The text after inserting a snippet at the selection [from, to), and the new selection (the placeholder or the
 * wrapped text, so that typing replaces it). A block starts and ends on a line of its own.
 */
export function applySnippet(
  text: string,
  from: number,
  to: number,
  snippet: MarkdownSnippet,
): { text: string; selectionStart: number; selectionEnd: number } {
  const start = Math.max(0, Math.min(from, to, text.length));
  const end = Math.min(text.length, Math.max(from, to));
  const selected = text.slice(start, end);
  if (snippet.wrap) {
    const [open, close] = snippet.wrap;
    const inner = selected || (snippet.id === 'link' ? 'texte du lien' : 'texte');
    return {
      text: `${text.slice(0, start)}${open}${inner}${close}${text.slice(end)}`,
      selectionStart: start + open.length,
      selectionEnd: start + open.length + inner.length,
    };
  }
  const block = snippet.block!;
  const inner = selected || block.placeholder;
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const head = `${before}${lead}${block.before}`;
  return { text: `${head}${inner}${block.after}${trail}${after}`, selectionStart: head.length, selectionEnd: head.length + inner.length };
}
