import { ServerMarkup, type ServerMade } from './server-markup.tsx';

/** Markdown the server rendered, as markup, or the name of a fragment of the document (server-markup.tsx). */
export function RenderedMarkdown({ html, className = '' }: { html: ServerMade; className?: string }) {
  return <ServerMarkup html={html} className={`markdown ${className}`.trim()} />;
}
