import { useId, useRef, useState } from 'react';
import type { FaqRow } from './form-values.ts';

/**
 * A category's FAQ: question and answer pairs, added and removed in place. Without JavaScript the stored rows and
 * one empty row are sent as they are (empty rows are dropped on save).
 */
export function FaqField({
  name,
  rows,
  errors,
  disabled,
}: {
  name: string;
  rows: FaqRow[];
  errors: Readonly<Record<string, string>>;
  disabled: boolean;
}) {
  const base = useId();
  // Keys stay with their row when another is removed; ids come from useId so server and browser agree.
  const [items, setItems] = useState(() => [...rows, { question: '', answer: '' }].map((row, key) => ({ ...row, key })));
  const nextKey = useRef(items.length);
  const changed = (element: HTMLElement | null) => element?.closest('form')?.dispatchEvent(new Event('input', { bubbles: true }));
  return (
    <div className="faq-editor">
      {items.map((item, index) => {
        const question = errors[`${name}.${index}.question`];
        const answer = errors[`${name}.${index}.answer`];
        return (
          <div className="repeat-row" key={item.key}>
            <div className="admin-form" style={{ gap: 8 }}>
              <div className="field" data-invalid={question ? '' : undefined}>
                <label htmlFor={`${base}-${item.key}-q`}>Question {index + 1}</label>
                <input
                  id={`${base}-${item.key}-q`}
                  name={`${name}.${index}.question`}
                  defaultValue={item.question}
                  disabled={disabled}
                  aria-invalid={question ? true : undefined}
                />
                {question ? <p className="field-error">{question}</p> : null}
              </div>
              <div className="field" data-invalid={answer ? '' : undefined}>
                <label htmlFor={`${base}-${item.key}-a`}>Réponse {index + 1}</label>
                <textarea
                  id={`${base}-${item.key}-a`}
                  name={`${name}.${index}.answer`}
                  defaultValue={item.answer}
                  rows={3}
                  disabled={disabled}
                  aria-invalid={answer ? true : undefined}
                />
                {answer ? <p className="field-error">{answer}</p> : null}
              </div>
            </div>
            <button
              type="button"
              className="button button--quiet button--small"
              disabled={disabled}
              onClick={(event) => {
                const target = event.currentTarget;
                setItems((current) => current.filter((other) => other.key !== item.key));
                changed(target);
              }}
            >
              Retirer
            </button>
          </div>
        );
      })}
      <button
        type="button"
        className="button button--quiet button--small"
        style={{ marginTop: 8 }}
        disabled={disabled}
        onClick={() => setItems((current) => [...current, { question: '', answer: '', key: nextKey.current++ }])}
      >
        Ajouter une question
      </button>
    </div>
  );
}
