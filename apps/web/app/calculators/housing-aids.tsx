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

/** The aids' own fields (housing-aids-view.ts AID_DEFAULTS), named here without their tables. */
const AID_FIELDS = ['zone', 'occupants', 'rfr', 'logement', 'enfants'];

/**
 * The aids' fields the address holds, carried by the page's main form as hidden inputs: recomputing the budget,
 * with or without JavaScript, keeps what the visitor typed for the aids.
 */
export function CarriedAidFields({ search }: { search: string }) {
  const query = new URLSearchParams(search);
  return AID_FIELDS.filter((name) => query.get(name)).map((name) => (
    <input key={name} type="hidden" name={name} value={query.get(name) ?? ''} />
  ));
}
