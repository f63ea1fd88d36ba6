import type { ApiType } from '@pretscope/core';
import type { AdminIconName } from './admin-icons.ts';

/** One list-and-edit screen of the back office: its address under /_admin_ and the API type it runs. */
export interface AdminScreen {
  segment: string;
  type: ApiType;
  /** The list's title. */
  label: string;
  /** One record, with its article: « le produit », « la catégorie ». */
  singular: string;
  /** For agreement in messages: « créé » or « créée ». */
  feminine: boolean;
  /** The creation screen's title. */
  newLabel: string;
  icon: AdminIconName;
  group: 'contenu' | 'offres' | 'suivi';
}

/** Spec §2's admin routes, plus authors and rubriques (articles name them) and leads (issue 6). */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  {
    segment: 'articles',
    type: 'articles',
    label: 'Articles',
    singular: 'l’article',
    feminine: false,
    newLabel: 'Nouvel article',
    icon: 'articles',
    group: 'contenu',
  },
  {
    segment: 'authors',
    type: 'authors',
    label: 'Auteurs',
    singular: 'l’auteur',
    feminine: false,
    newLabel: 'Nouvel auteur',
    icon: 'authors',
    group: 'contenu',
  },
  {
    segment: 'rubriques',
    type: 'rubriques',
    label: 'Rubriques',
    singular: 'la rubrique',
    feminine: true,
    newLabel: 'Nouvelle rubrique',
    icon: 'rubriques',
    group: 'contenu',
  },
  {
    segment: 'categories',
    type: 'categories',
    label: 'Catégories',
    singular: 'la catégorie',
    feminine: true,
    newLabel: 'Nouvelle catégorie',
    icon: 'categories',
    group: 'contenu',
  },
  {
    segment: 'legal-pages',
    type: 'legalpages',
    label: 'Pages légales',
    singular: 'la page légale',
    feminine: true,
    newLabel: 'Nouvelle page légale',
    icon: 'legal',
    group: 'contenu',
  },
  {
    segment: 'advertisers',
    type: 'announcers',
    label: 'Annonceurs',
    singular: 'l’annonceur',
    feminine: false,
    newLabel: 'Nouvel annonceur',
    icon: 'advertisers',
    group: 'offres',
  },
  {
    segment: 'products',
    type: 'products',
    label: 'Produits',
    singular: 'le produit',
    feminine: false,
    newLabel: 'Nouveau produit',
    icon: 'products',
    group: 'offres',
  },
  {
    segment: 'leads',
    type: 'leads',
    label: 'Demandes',
    singular: 'la demande',
    feminine: true,
    newLabel: 'Nouvelle demande',
    icon: 'leads',
    group: 'suivi',
  },
  {
    segment: 'users',
    type: 'users',
    label: 'Utilisateurs',
    singular: 'l’utilisateur',
    feminine: false,
    newLabel: 'Nouvel utilisateur',
    icon: 'users',
    group: 'suivi',
  },
];

export function screenFor(segment: string): AdminScreen | undefined {
  return ADMIN_SCREENS.find((screen) => screen.segment === segment);
}

export function screenOfType(type: ApiType): AdminScreen | undefined {
  return ADMIN_SCREENS.find((screen) => screen.type === type);
}

/** « L’article a été créé. », « La catégorie a été supprimée. » */
export function outcomeMessage(screen: AdminScreen, outcome: 'created' | 'saved' | 'deleted' | 'restored'): string {
  const verb = { created: 'créé', saved: 'enregistré', deleted: 'supprimé', restored: 'restauré' }[outcome];
  const subject = screen.singular.charAt(0).toUpperCase() + screen.singular.slice(1);
  return `${subject} a été ${verb}${screen.feminine ? 'e' : ''}.`;
}
