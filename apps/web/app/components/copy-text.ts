/** What copying needs from the browser; the real `navigator` and `document` in the page, fakes in the tests. */
export interface CopyEnvironment {
  clipboard?: { writeText(text: string): Promise<void> } | undefined;
  document: Pick<Document, 'createElement' | 'execCommand' | 'activeElement'> & { body: Pick<HTMLElement, 'appendChild'> | null };
}

function browserEnvironment(): CopyEnvironment {
  return { clipboard: globalThis.navigator?.clipboard, document };
}

/**
 * Puts text on the clipboard and says whether it worked. The Clipboard API first; where it is missing (a page
 * served over plain HTTP, an older browser) or refuses (no permission), the older way: select the text in a
 * hidden field and ask the browser to copy the selection. Focus goes back where it was, so a keyboard user stays
 * on the button they pressed.
 */
export async function copyText(text: string, environment: CopyEnvironment = browserEnvironment()): Promise<boolean> {
  if (environment.clipboard) {
    try {
      await environment.clipboard.writeText(text);
      return true;
    } catch {
      // Refused or unavailable: the selection fallback below may still work.
    }
  }
  return copyBySelection(text, environment.document);
}

function copyBySelection(text: string, document: CopyEnvironment['document']): boolean {
  if (!document.body) return false;
  const previousFocus = document.activeElement as { focus?: () => void } | null;
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.setAttribute('aria-hidden', 'true');
  // Off screen but rendered: a field that is not rendered cannot be selected.
  field.style.position = 'fixed';
  field.style.top = '0';
  field.style.left = '-9999px';
  document.body.appendChild(field);
  try {
    field.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
    previousFocus?.focus?.();
  }
}
