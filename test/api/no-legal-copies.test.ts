import { everyLegalWording } from '@pretscope/core';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 16 and decision 0008: every legal sentence lives once, in core/src/legal. No source file of apps/ or adapters/
 * may hold a copy of one, whole or in part (a clause of 25 characters or more), whatever its apostrophes and spaces:
 * a copy is what kept France's old warning on the personal-loan pages after the law changed. Tests may quote the
 * wordings they check.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const SCANNED = ['apps', 'adapters'];
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'build', 'dist', '.react-router', 'migrations']);

function sourceFiles(directory: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRECTORIES.has(entry.name)) files.push(...sourceFiles(path));
    } else if (/\.(ts|tsx|js|mjs|css|md|json|html)$/.test(entry.name) && !/\.(test|test-support)\.tsx?$/.test(entry.name)) {
      files.push(path);
    }
  }
  return files;
}

/** Apostrophes, spaces of every width and case folded, so that a retyped copy is still one. */
function normalised(text: string): string {
  return text
    .replace(/[’‘`]/g, "'")
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .toLowerCase();
}

/** The clauses of a wording long enough to be a copy rather than common words. */
function clauses(wording: string): string[] {
  return normalised(wording.replace(/\{name\}/g, ' '))
    .split(/[.!;:?]/)
    .map((clause) => clause.trim())
    .filter((clause) => clause.length >= 25);
}

describe('legal wordings live in core only', () => {
  const wordings = everyLegalWording();
  const fragments = [...new Set(wordings.flatMap(clauses))];

  it('has the wordings to look for', () => {
    expect(fragments.length).toBeGreaterThanOrEqual(6);
    expect(fragments).toContain('un crédit vous engage et doit être remboursé');
  });

  it('finds no copy of any of them in apps/ or adapters/', () => {
    const copies: string[] = [];
    for (const file of SCANNED.flatMap((folder) => sourceFiles(join(ROOT, folder)))) {
      const text = normalised(readFileSync(file, 'utf8'));
      for (const fragment of fragments) if (text.includes(fragment)) copies.push(`${relative(ROOT, file)}: « ${fragment} »`);
    }
    expect(copies).toEqual([]);
  });

  it('would see the copy that was on the personal-loan pages', () => {
    const old = 'Un crédit vous engage et doit être remboursé : vérifiez vos capacités de remboursement avant de vous engager.';
    expect(fragments.some((fragment) => normalised(old).includes(fragment))).toBe(true);
  });
});
