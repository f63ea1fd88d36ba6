import {
  advertiserCountries,
  advertiserKinds,
  countryLabels,
  leadKinds,
  leadStatuses,
  marketCountries,
  userRoles,
  type ApiType,
} from '@pretscope/core';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from './admin-format.ts';

/** How a column shows its value. */
export type CellKind =
  | 'text'
  | 'title'
  | 'boolean'
  | 'datetime'
  | 'day'
  | 'publication'
  | 'rate'
  | 'amount'
  | 'months'
  | 'country'
  | 'roles'
  | 'lead-kind'
  | 'lead-status'
  | 'advertiser-kind'
  | 'code';

export interface ListColumn {
  field: string;
  label: string;
  kind: CellKind;
  /** Another field shown with this one (a person's first name beside the last). */
  with?: string;
  /** A related record's name, from the query's `include`. */
  relation?: { include: string; type: ApiType; idField: string; nameField: string };
  /** The sort key of the column when it is not the field (`advertiser.name` for the advertiser's id). */
  sort?: string;
  /** Why the column cannot be sorted: every other column is in its type's `sortable` (a unit test checks both). */
  unsortable?: string;
}

export interface FilterOption {
  value: string;
  label: string;
}

/** A filter of the list: its URL parameter is the field's name, its values those of the store's filter. */
export interface ListFilter {
  field: string;
  label: string;
  /** Fixed choices, or the records of a type (categories, advertisers) by name. */
  options: readonly FilterOption[] | { type: ApiType; nameField: string };
}

export interface ListDefinition {
  columns: readonly ListColumn[];
  filters: readonly ListFilter[];
  include?: readonly string[];
  /** The search box's placeholder: what `filter[search]` looks in. */
  searchHint: string;
}

const yesNo = (yes: string, no: string): FilterOption[] => [
  { value: 'true', label: yes },
  { value: 'false', label: no },
];

const countryOptions = advertiserCountries.map((code) => ({ value: code, label: countryLabels[code] }));

/** The list screens: columns that matter to scan, and the filters of issue 6. */
export const LIST_DEFINITIONS: Readonly<Partial<Record<ApiType, ListDefinition>>> = {
  announcers: {
    columns: [
      { field: 'name', label: 'Nom', kind: 'title' },
      { field: 'country', label: 'Pays', kind: 'country' },
      { field: 'advertisersCategory', label: 'Type', kind: 'advertiser-kind' },
      { field: 'isIndexed', label: 'Indexé', kind: 'boolean' },
      { field: 'modifiedAt', label: 'Modifié le', kind: 'datetime' },
    ],
    filters: [
      { field: 'country', label: 'Pays', options: countryOptions },
      {
        field: 'advertisersCategory',
        label: 'Type',
        options: advertiserKinds.map((kind) => ({ value: kind, label: kind.charAt(0).toUpperCase() + kind.slice(1) })),
      },
      { field: 'isIndexed', label: 'Indexation', options: yesNo('Indexés', 'Non indexés') },
    ],
    searchHint: 'Nom, slug ou description',
  },
  products: {
    columns: [
      { field: 'name', label: 'Nom', kind: 'title' },
      {
        field: 'advertiserId',
        label: 'Annonceur',
        kind: 'text',
        relation: { include: 'advertiser', type: 'announcers', idField: 'advertiserId', nameField: 'name' },
        sort: 'advertiser.name',
      },
      { field: 'isActive', label: 'Actif', kind: 'boolean' },
      { field: 'isSponsored', label: 'Sponsorisé', kind: 'boolean' },
      { field: 'isPrioritized', label: 'Prioritaire', kind: 'boolean' },
      { field: 'modifiedAt', label: 'Modifié le', kind: 'day' },
    ],
    filters: [
      { field: 'categories', label: 'Catégorie', options: { type: 'categories', nameField: 'name' } },
      { field: 'advertiserId', label: 'Annonceur', options: { type: 'announcers', nameField: 'name' } },
      { field: 'isActive', label: 'Actif', options: yesNo('Actifs', 'Inactifs') },
      { field: 'isSponsored', label: 'Sponsorisé', options: yesNo('Sponsorisés', 'Non sponsorisés') },
      { field: 'isDisabled', label: 'Désactivé', options: yesNo('Désactivés', 'Non désactivés') },
      { field: 'viaBroker', label: 'Via un courtier', options: yesNo('Via un courtier', 'En direct') },
    ],
    include: ['advertiser'],
    searchHint: 'Nom, slug ou titre',
  },
  categories: {
    columns: [
      { field: 'name', label: 'Nom', kind: 'title' },
      { field: 'slug', label: 'Adresse', kind: 'code' },
      { field: 'title', label: 'Titre', kind: 'text' },
      { field: 'isBlacklisted', label: 'Exclue', kind: 'boolean' },
    ],
    filters: [{ field: 'isBlacklisted', label: 'Exclusion', options: yesNo('Exclues', 'Publiées') }],
    searchHint: 'Nom, titre ou slug',
  },
  articles: {
    columns: [
      { field: 'title', label: 'Titre', kind: 'title' },
      { field: 'subcategory', label: 'Rubrique', kind: 'code' },
      { field: 'isPublished', label: 'Publié', kind: 'boolean' },
      { field: 'publishedAt', label: 'Publication', kind: 'publication' },
      { field: 'modifiedAt', label: 'Modifié le', kind: 'datetime' },
    ],
    filters: [
      { field: 'isPublished', label: 'Publication', options: yesNo('Publiés', 'Brouillons') },
      { field: 'authorId', label: 'Auteur', options: { type: 'authors', nameField: 'name' } },
    ],
    searchHint: 'Titre, résumé ou slug',
  },
  authors: {
    columns: [
      { field: 'name', label: 'Nom', kind: 'title' },
      { field: 'slug', label: 'Adresse', kind: 'code' },
    ],
    filters: [],
    searchHint: 'Nom ou slug',
  },
  rubriques: {
    columns: [
      { field: 'name', label: 'Nom', kind: 'title' },
      { field: 'slug', label: 'Adresse', kind: 'code' },
    ],
    filters: [],
    searchHint: 'Nom ou slug',
  },
  legalpages: {
    columns: [
      { field: 'title', label: 'Titre', kind: 'title' },
      { field: 'slug', label: 'Adresse', kind: 'code' },
      { field: 'modifiedAt', label: 'Modifiée le', kind: 'datetime' },
    ],
    filters: [],
    searchHint: 'Titre ou slug',
  },
  users: {
    columns: [
      { field: 'lastName', label: 'Nom', kind: 'title', with: 'firstName' },
      { field: 'email', label: 'Adresse e-mail', kind: 'text' },
      {
        field: 'roles',
        label: 'Rôles',
        kind: 'roles',
        unsortable: 'a JSON list of roles has no order of its own; the Rôle filter picks admins or editors instead',
      },
    ],
    filters: [
      {
        field: 'roles',
        label: 'Rôle',
        options: userRoles.map((role) => ({ value: role, label: role === 'admin' ? 'Administrateur' : 'Rédacteur' })),
      },
    ],
    searchHint: 'Nom, prénom ou e-mail',
  },
  leads: {
    columns: [
      { field: 'createdAt', label: 'Reçue le', kind: 'datetime' },
      { field: 'lastName', label: 'Nom', kind: 'title', with: 'firstName' },
      { field: 'kind', label: 'Type', kind: 'lead-kind' },
      { field: 'country', label: 'Pays', kind: 'country' },
      { field: 'amount', label: 'Montant', kind: 'amount' },
      { field: 'status', label: 'Statut', kind: 'lead-status' },
    ],
    filters: [
      { field: 'status', label: 'Statut', options: leadStatuses.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] })) },
      { field: 'kind', label: 'Type', options: leadKinds.map((kind) => ({ value: kind, label: LEAD_KIND_LABELS[kind] })) },
      { field: 'country', label: 'Pays', options: marketCountries.map((code) => ({ value: code, label: countryLabels[code] })) },
    ],
    searchHint: 'Nom, prénom, e-mail, téléphone ou référence (PS-…)',
  },
};
