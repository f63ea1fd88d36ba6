import { Icon } from '../components/icon.tsx';

/**
 * « Télécharger en PDF »: the simulation with the inputs on screen (`search`, the page's query as the live calculator
 * keeps it) as a document to take to the bank or the notary (routes/calculators/simulation-pdf.ts). A plain link:
 * it works before the scripts and without them.
 */
export function PdfLink({ path, search }: { path: string; search: string }) {
  return (
    <a className="pdf-link" href={`${path}.pdf${search}`} download>
      <Icon name="arrow-down" />
      <span>Télécharger en PDF</span>
    </a>
  );
}
