import type { Crumb } from '../seo/page-head.server.ts';

/** The directory's root crumbs: home, then the directory. */
export const DIRECTORY_CRUMBS: readonly Crumb[] = [
  { name: 'Accueil', path: '/' },
  { name: 'Banques et courtiers', path: '/banques-et-courtiers' },
];

const MONTHS = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];
const LONG_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** 'YYYY-MM' as French readers abbreviate it: '2026-01' → 'janv. 2026'. Fixed words, so server and browser agree. */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTHS[Number(number) - 1] ?? '?'} ${year}`;
}

/** 'YYYY-MM' in full: '2026-01' → 'janvier 2026'. */
export function formatLongMonth(month: string): string {
  const [year, number] = month.split('-');
  return `${LONG_MONTHS[Number(number) - 1] ?? '?'} ${year}`;
}

/** 'YYYY-MM-DD' as '3 janvier 2026' (1er for the first day). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  const dayNumber = Number(date);
  return `${dayNumber === 1 ? '1er' : dayNumber} ${LONG_MONTHS[Number(month) - 1] ?? '?'} ${year}`;
}
