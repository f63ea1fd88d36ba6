import type { FieldIssue } from '@pretscope/core';

/** The path of a field as the forms name it: `config.bounds.maxAmount`, `faq.2.question`. */
export function fieldKey(path: readonly string[]): string {
  return path.join('.');
}

/**
 * One French message per field (the first), keyed by the field's name in the form: the issue's path, or the name
 * `fieldOf` gives it (a calculator's `amount` is its form's `montant`). Issues about the whole input go under ''.
 * Every form of the site places the core's messages with it: the back office's, the calculators'.
 */
export function fieldErrors(issues: readonly FieldIssue[], fieldOf: Readonly<Record<string, string>> = {}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = fieldKey(issue.path);
    errors[fieldOf[key] ?? key] ??= issue.message;
  }
  return errors;
}
