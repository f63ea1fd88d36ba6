import type { EditorView } from '@codemirror/view';
import { useEffect, useRef, useState } from 'react';
import { RenderedMarkdown } from '../components/rendered-markdown.tsx';
import { MARKDOWN_SNIPPETS, applySnippet, type MarkdownSnippet } from './markdown-snippets.ts';

/** Where the preview is rendered: the public site's own renderer, on the server (a resource route). */
export const MARKDOWN_PREVIEW_PATH = '/_admin_/markdown-preview';

const PREVIEW_DELAY_MS = 300;

/** The hint that says how to leave the editor from the keyboard (Tab indents in it). */
const keyboardHintId = (id: string) => `${id}-clavier`;

type PreviewState = { status: 'idle' | 'loading' | 'ready' | 'failed'; html: string };

/**
 * The markdown editor: CodeMirror 6 (loaded only in the browser, only where a markdown field is shown) over a
 * plain textarea that carries the value in the form and is what works before it loads or without JavaScript. The
 * toolbar inserts the site's six fenced block styles; the preview beside it is rendered by the same renderer as
 * the public pages, so what the editor sees is what visitors will see.
 */
export function MarkdownField({
  id,
  name,
  defaultValue,
  disabled,
  describedBy,
  invalid,
}: {
  id: string;
  name: string;
  defaultValue: string;
  disabled: boolean;
  describedBy?: string;
  invalid: boolean;
}) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [preview, setPreview] = useState<PreviewState>({ status: 'idle', html: '' });
  const timer = useRef<number | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);

  const renderPreview = (markdown: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(async () => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setPreview((current) => ({ ...current, status: 'loading' }));
      try {
        const answer = await fetch(MARKDOWN_PREVIEW_PATH, {
          method: 'POST',
          body: new URLSearchParams({ markdown }),
          signal: controller.signal,
          credentials: 'same-origin',
        });
        if (!answer.ok) throw new Error(String(answer.status));
        const { html } = (await answer.json()) as { html: string };
        setPreview({ status: 'ready', html });
      } catch (error) {
        if ((error as Error).name !== 'AbortError') setPreview((current) => ({ ...current, status: 'failed' }));
      }
    }, PREVIEW_DELAY_MS);
  };

  useEffect(() => {
    let cancelled = false;
    const area = textarea.current;
    if (!area) return;
    renderPreview(area.value);
    const onTextareaInput = () => renderPreview(area.value);
    area.addEventListener('input', onTextareaInput);
    void (async () => {
      const [
        { EditorView: View, keymap },
        { EditorState },
        { markdown },
        { defaultKeymap, history, historyKeymap, indentWithTab },
        { syntaxHighlighting, defaultHighlightStyle },
      ] = await Promise.all([
        import('@codemirror/view'),
        import('@codemirror/state'),
        import('@codemirror/lang-markdown'),
        import('@codemirror/commands'),
        import('@codemirror/language'),
      ]);
      if (cancelled || !host.current) return;
      view.current = new View({
        parent: host.current,
        state: EditorState.create({
          doc: area.value,
          extensions: [
            history(),
            keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
            markdown(),
            syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
            View.lineWrapping,
            EditorState.readOnly.of(disabled),
            // The text scrolls inside .cm-scroller and follows the caret of this contenteditable content, which is
            // in the tab order already; tabindex says so explicitly, for checkers (axe) that count only tabindex and
            // native controls as focusable content of a scrolling box (CodeMirror's documented way to set it).
            View.contentAttributes.of({
              'aria-labelledby': `${id}-label`,
              tabindex: '0',
              'aria-describedby': [describedBy, keyboardHintId(id)].filter(Boolean).join(' '),
              ...(invalid ? { 'aria-invalid': 'true' } : {}),
            }),
            View.updateListener.of((update) => {
              if (!update.docChanged) return;
              // The textarea stays the form's value; its input event feeds the preview and the unsaved-changes guard.
              area.value = update.state.doc.toString();
              area.dispatchEvent(new Event('input', { bubbles: true }));
            }),
          ],
        }),
      });
      setEnhanced(true);
    })();
    return () => {
      cancelled = true;
      area.removeEventListener('input', onTextareaInput);
      window.clearTimeout(timer.current);
      inFlight.current?.abort();
      view.current?.destroy();
      view.current = null;
    };
    // Mounted once per field; the textarea carries the value from then on.
  }, []);

  const insert = (snippet: MarkdownSnippet) => {
    const editor = view.current;
    if (editor) {
      const { from, to } = editor.state.selection.main;
      const result = applySnippet(editor.state.doc.toString(), from, to, snippet);
      editor.dispatch({
        changes: { from: 0, to: editor.state.doc.length, insert: result.text },
        selection: { anchor: result.selectionStart, head: result.selectionEnd },
      });
      editor.focus();
      return;
    }
    const area = textarea.current;
    if (!area) return;
    const result = applySnippet(area.value, area.selectionStart, area.selectionEnd, snippet);
    area.value = result.text;
    area.setSelectionRange(result.selectionStart, result.selectionEnd);
    area.dispatchEvent(new Event('input', { bubbles: true }));
    area.focus();
  };

  return (
    <>
      {/* Tab indents in the editor (indentWithTab), so its way out must be told (WCAG 2.1.2): CodeMirror lets the
          Tab that follows Escape move the focus. The plain textarea, before the editor loads, keeps Tab as usual. */}
      {enhanced ? (
        <p className="field-hint" id={keyboardHintId(id)}>
          Au clavier, Tab insère une indentation dans l’éditeur&nbsp;: pour en sortir, appuyez sur Échap puis Tab (ou Maj+Tab).
        </p>
      ) : null}
      <div className="md-editor" data-invalid={invalid || undefined}>
        <div className="md-toolbar" role="toolbar" aria-label="Mise en forme">
          {MARKDOWN_SNIPPETS.map((snippet) => (
            <button
              key={snippet.id}
              type="button"
              onClick={() => insert(snippet)}
              disabled={disabled}
              title={snippet.title}
              data-snippet={snippet.id}
            >
              {snippet.label}
            </button>
          ))}
        </div>
        <div className="md-panes">
          <div className="md-source">
            <textarea
              ref={textarea}
              id={id}
              name={name}
              defaultValue={defaultValue}
              rows={16}
              disabled={disabled}
              hidden={enhanced}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
            />
            <div ref={host} hidden={!enhanced} />
          </div>
          {/* Focusable so that a long preview can be scrolled with the keyboard. */}
          <div
            className="md-preview"
            role="region"
            aria-label="Aperçu"
            tabIndex={0}
            aria-live="polite"
            aria-busy={preview.status === 'loading' || undefined}
          >
            <p className="md-preview__status">
              {preview.status === 'failed'
                ? 'Aperçu indisponible pour le moment.'
                : preview.status === 'loading'
                  ? 'Aperçu\u00a0: mise à jour…'
                  : 'Aperçu'}
            </p>
            <RenderedMarkdown html={preview.html} className="article-body md-preview__body" />
          </div>
        </div>
      </div>
    </>
  );
}
