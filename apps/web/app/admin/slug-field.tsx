import { slugify } from '@pretscope/core';
import { useEffect, useRef } from 'react';

/**
 * The slug, proposed with core's slugify from its source field (the name or the title) and editable. On a new
 * record it follows the source as it is typed until the slug is edited by hand; « Proposer » proposes it again.
 */
export function SlugField({
  id,
  name,
  defaultValue,
  source,
  follow,
  disabled,
  describedBy,
  invalid,
}: {
  id: string;
  name: string;
  defaultValue: string;
  source: string;
  follow: boolean;
  disabled: boolean;
  describedBy?: string;
  invalid: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const following = useRef(follow);

  const sourceInput = () => input.current?.form?.elements.namedItem(source) as HTMLInputElement | null | undefined;
  const propose = () => {
    const from = sourceInput();
    if (!input.current || !from) return;
    input.current.value = slugify(from.value);
    // Counted as a change by the unsaved-changes guard, like typing.
    input.current.dispatchEvent(new Event('input', { bubbles: true }));
  };

  useEffect(() => {
    const from = sourceInput();
    if (!from) return;
    const onSourceInput = () => {
      if (following.current) propose();
    };
    from.addEventListener('input', onSourceInput);
    return () => from.removeEventListener('input', onSourceInput);
    // Once: the source field lives as long as the form.
  }, []);

  return (
    <div className="slug-field">
      <input
        ref={input}
        id={id}
        name={name}
        type="text"
        defaultValue={defaultValue}
        disabled={disabled}
        spellCheck={false}
        autoCapitalize="off"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onInput={(event) => {
          if (event.isTrusted) following.current = false;
        }}
      />
      <button type="button" className="button button--quiet" onClick={propose} disabled={disabled}>
        Proposer
      </button>
    </div>
  );
}
