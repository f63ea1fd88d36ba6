import { CATEGORY_PARAM, CHOSEN_OFFERS_PARAM, MAX_CHOSEN_OFFERS, SIDE_BY_SIDE_PATH } from '@pretscope/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form } from 'react-router';

export const COMPARE_SELECTION_ID = 'selection';

/** The boxes of a form's offers (a sponsored offer has one in its paid slot and one at its rank, with one value). */
function boxesOf(form: HTMLFormElement): HTMLInputElement[] {
  return [...form.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="${CHOSEN_OFFERS_PARAM}"]`)];
}

/** The ids ticked, each once. */
function chosenOf(form: HTMLFormElement): string[] {
  return [...new Set(boxesOf(form).flatMap((box) => (box.checked ? [box.value] : [])))];
}

function countSentence(count: number): string {
  if (count === 0) return 'Cochez deux ou trois offres pour les comparer.';
  if (count === 1) return '1 offre choisie\u00a0: cochez-en une ou deux autres.';
  return `${count} offres choisies${count >= MAX_CHOSEN_OFFERS ? `\u00a0: c’est le maximum, décochez-en une pour en choisir une autre` : ''}.`;
}

/**
 * The offer list as a GET form to /comparer (issue 19): the list's terms and filters as hidden fields, a « Comparer »
 * box on each offer (OfferTable `pick`), and « Comparer la sélection ». Without JavaScript the boxes and the button
 * are all there is; /comparer says what to do with fewer than two offers or more than three. With it, the count
 * chosen is said, the copies of a sponsored offer tick together, and the other boxes are disabled at three.
 */
export function CompareSelection({ categorySlug, search, children }: { categorySlug: string; search: string; children: ReactNode }) {
  const [count, setCount] = useState<number | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // A listener of the form's own: the boxes may be in markup the server drew (ServerMarkup), whose changes React's
  // onChange does not see.
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const onChange = (event: Event) => {
      const box = event.target;
      if (box instanceof HTMLInputElement && box.name === CHOSEN_OFFERS_PARAM)
        for (const copy of boxesOf(element)) if (copy.value === box.value) copy.checked = box.checked;
      const chosen = chosenOf(element);
      for (const other of boxesOf(element)) other.disabled = chosen.length >= MAX_CHOSEN_OFFERS && !other.checked;
      setCount(chosen.length);
    };
    element.addEventListener('change', onChange);
    return () => element.removeEventListener('change', onChange);
  }, []);
  const hidden = [[CATEGORY_PARAM, categorySlug], ...new URLSearchParams(search)];
  return (
    <Form
      ref={form}
      method="get"
      action={SIDE_BY_SIDE_PATH}
      id={COMPARE_SELECTION_ID}
      className={`compare-selection${count ? ' compare-selection--active' : ''}`}
      aria-label="Choisir des offres à comparer côte à côte"
    >
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <div className="compare-selection__bar">
        <p className="compare-selection__count" aria-live="polite">
          {count === null ? '' : countSentence(count)}
        </p>
        <button className="button" type="submit">
          Comparer la sélection
        </button>
      </div>
    </Form>
  );
}
