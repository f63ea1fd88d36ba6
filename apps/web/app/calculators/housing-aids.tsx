/**
 * Where « Combien emprunter ? » shows the aids (housing-aids-markup.server.tsx makes their HTML, a section with its
 * heading): a plain GET form to the page itself (no method, no action: the defaults) carrying the page's other
 * fields as typed, so that « Calculer mes aides » asks the server with all of them, with or without JavaScript.
 */
export function HousingAids({ html, carried }: { html: string; carried: Record<string, string> }) {
  return (
    <form>
      {Object.entries(carried).map(([name, value]) => (
        <input key={name} type="hidden" name={name} defaultValue={value} />
      ))}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </form>
  );
}
