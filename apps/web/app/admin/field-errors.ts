import type { FieldIssue } from '@pretscope/core';

/** The path of a field as the forms name it: `config.bounds.maxAmount`, `faq.2.question`. */
export function fieldKey(path: readonly string[]): string {
  return path.join('.');
}

/** One French message per field (the first), keyed by the field's name; issues about the whole form under ''. */
export function fieldErrors(issues: readonly FieldIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = fieldKey(issue.path);
    errors[key] ??= issue.message;
  }
  return errors;
}
