/** Markdown already rendered to sanitized HTML by the MarkdownRenderer (adapters/markdown-unified). */
export function RenderedMarkdown({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`markdown ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
