import { useEffect, useRef, useState } from 'react';

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif,image/svg+xml';

/**
 * An image of the site (`/uploads/logos/banque.svg`) or an http(s) address, or a file to upload with the form
 * (`{name}.upload`, kept by the server on save, which then fills the address). A preview shows what it will be.
 */
export function ImageField({
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
  const [value, setValue] = useState(defaultValue);
  const [chosen, setChosen] = useState<string | null>(null);
  const objectUrl = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    },
    [],
  );
  const previewable = (value.startsWith('/') && !value.startsWith('//')) || /^https?:\/\//i.test(value);
  const preview = chosen ?? (previewable ? value : null);
  return (
    <div className="image-field" style={{ display: 'grid', gap: 8, gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' }}>
      <input
        id={id}
        name={name}
        type="text"
        defaultValue={defaultValue}
        disabled={disabled}
        placeholder="/uploads/… ou https://…"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onInput={(event) => setValue(event.currentTarget.value.trim())}
      />
      {preview ? (
        <img
          src={preview}
          alt=""
          width={96}
          height={48}
          style={{ objectFit: 'contain', border: '1px solid var(--line)', borderRadius: 4, background: '#fff' }}
        />
      ) : (
        <span />
      )}
      <label className="checkbox" style={{ fontWeight: 400, flexWrap: 'wrap', minWidth: 0 }}>
        <span>Téléverser un fichier&nbsp;:</span>
        <input
          type="file"
          name={`${name}.upload`}
          accept={IMAGE_ACCEPT}
          disabled={disabled}
          aria-describedby={describedBy}
          style={{ width: 'auto', maxWidth: '100%', minHeight: 0, border: 0, padding: 0 }}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
            objectUrl.current = file ? URL.createObjectURL(file) : null;
            setChosen(objectUrl.current);
          }}
        />
      </label>
    </div>
  );
}
