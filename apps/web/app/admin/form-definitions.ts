import {
  advertiserCountries,
  advertiserDefaults,
  advertiserKinds,
  categoryDefaults,
  countryLabels,
  durationUnits,
  leadStatuses,
  rateTypeLabels,
  rateTypes,
  userRoles,
  type ApiType,
  type UploadFolder,
} from '@pretscope/core';
import { LEAD_STATUS_LABELS } from './admin-format.ts';

/**
 * How a field is edited. Its name is the attribute's path (`config.bounds.minAmount`, `faq`), which is also the
 * path of the schema's issues, so each French message lands beside its field.
 */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'markdown'
  | 'slug'
  | 'url'
  | 'image'
  | 'email'
  | 'password'
  | 'number'
  | 'checkbox'
  | 'select'
  | 'relation'
  | 'relations'
  | 'tags'
  | 'roles'
  | 'day'
  | 'moment'
  | 'number-list'
  | 'preset'
  | 'faq'
  | 'readonly';

export interface FieldOption {
  value: string;
  label: string;
}

export interface FormField {
  name: string;
  label: string;
  kind: FieldKind;
  hint?: string;
  /** Empty means null rather than '' (optional links, images, relations, numbers). */
  nullable?: boolean;
  options?: readonly FieldOption[];
  /** The records a relation picks from; the value is their id, or `valueField` (a rubrique's slug). */
  relation?: { type: ApiType; nameField: string; filter?: Record<string, string[]>; valueField?: string };
  /** The slug's source field, from which a slug is proposed. */
  slugFrom?: string;
  /** A preset names one value of this list field (its index is what is stored). */
  presetOf?: string;
  /** Units shown after a number: '€', 'mois', '%'. */
  unit?: string;
  /** Where an uploaded image of this field is kept. */
  folder?: UploadFolder;
  /** How a read-only value reads. */
  format?: 'datetime' | 'consent' | 'amount' | 'months' | 'lead-kind' | 'country';
}

export interface FormSection {
  title: string;
  fields: readonly FormField[];
}

export interface FormDefinition {
  sections: readonly FormSection[];
  /** The field naming a record in titles and messages. */
  titleField: string;
}

const seo: FormSection = {
  title: 'Référencement',
  fields: [
    {
      name: 'metaTitle',
      label: 'Titre SEO',
      kind: 'text',
      hint: 'Titre de l’onglet et des moteurs de recherche\u202f; vide\u00a0: le titre de la page.',
    },
    { name: 'metaDesc', label: 'Description SEO', kind: 'textarea', hint: 'Une ou deux phrases pour les résultats de recherche.' },
  ],
};

const comment: FormField = { name: 'comment', label: 'Commentaire interne', kind: 'textarea', hint: 'Jamais montré aux visiteurs.' };

const countryOptions = advertiserCountries.map((code) => ({ value: code, label: countryLabels[code] }));

/** Every field of each entity that a person edits (spec §3); ids, dates and derived fields are the server's. */
export const FORM_DEFINITIONS: Readonly<Partial<Record<ApiType, FormDefinition>>> = {
  categories: {
    titleField: 'name',
    sections: [
      {
        title: 'Catégorie',
        fields: [
          { name: 'name', label: 'Nom', kind: 'text' },
          {
            name: 'slug',
            label: 'Adresse (slug)',
            kind: 'slug',
            slugFrom: 'name',
            hint: 'La page de la catégorie est à la racine du site\u00a0: /{slug}.',
          },
          { name: 'title', label: 'Titre de la page', kind: 'text' },
          { name: 'summary', label: 'Résumé', kind: 'textarea' },
          { name: 'description', label: 'Description', kind: 'markdown' },
          {
            name: 'isBlacklisted',
            label: 'Exclue du site (non publiée)',
            kind: 'checkbox',
            hint: 'Une catégorie exclue n’a pas de page publique ni de place dans le plan du site.',
          },
          comment,
        ],
      },
      {
        title: 'Simulateur',
        fields: [
          { name: 'config.amounts', label: 'Montants proposés', kind: 'number-list', unit: '€', hint: 'Un montant par ligne, en euros.' },
          {
            name: 'config.amountIndex',
            label: 'Montant présélectionné',
            kind: 'preset',
            presetOf: 'config.amounts',
            unit: '€',
            hint: 'L’un des montants proposés.',
          },
          {
            name: 'config.durations',
            label: 'Durées proposées',
            kind: 'number-list',
            unit: 'mois',
            hint: 'Une durée par ligne, en mois (240 pour 20\u00a0ans).',
          },
          {
            name: 'config.durationIndex',
            label: 'Durée présélectionnée',
            kind: 'preset',
            presetOf: 'config.durations',
            unit: 'mois',
            hint: 'L’une des durées proposées, en mois.',
          },
          {
            name: 'config.durationUnit',
            label: 'Affichage des durées',
            kind: 'select',
            options: durationUnits.map((unit) => ({ value: unit, label: unit === 'month' ? 'En mois' : 'En années' })),
          },
          { name: 'config.bounds.minAmount', label: 'Montant minimum', kind: 'number', unit: '€' },
          { name: 'config.bounds.maxAmount', label: 'Montant maximum', kind: 'number', unit: '€' },
          { name: 'config.bounds.minDuration', label: 'Durée minimum', kind: 'number', unit: 'mois' },
          { name: 'config.bounds.maxDuration', label: 'Durée maximum', kind: 'number', unit: 'mois' },
        ],
      },
      {
        title: 'Questions fréquentes',
        fields: [{ name: 'faq', label: 'Questions et réponses', kind: 'faq', hint: 'Publiées aussi comme données structurées FAQ.' }],
      },
      seo,
    ],
  },
  announcers: {
    titleField: 'name',
    sections: [
      {
        title: 'Annonceur',
        fields: [
          { name: 'name', label: 'Nom', kind: 'text' },
          { name: 'slug', label: 'Adresse (slug)', kind: 'slug', slugFrom: 'name', hint: 'Sa page\u00a0: /banques-et-courtiers/{slug}.' },
          {
            name: 'advertisersCategory',
            label: 'Type',
            kind: 'select',
            options: advertiserKinds.map((kind) => ({ value: kind, label: kind.charAt(0).toUpperCase() + kind.slice(1) })),
          },
          { name: 'country', label: 'Pays', kind: 'select', options: countryOptions },
          { name: 'website', label: 'Site web', kind: 'url', nullable: true },
          {
            name: 'logo',
            label: 'Logo',
            kind: 'image',
            nullable: true,
            folder: 'logos',
            hint: 'Une adresse, ou un fichier à téléverser (JPEG, PNG, WebP, AVIF, GIF ou SVG, 5 Mo au plus).',
          },
          { name: 'description', label: 'Description', kind: 'markdown' },
          { name: 'isIndexed', label: 'Indexé (visible dans l’annuaire et les moteurs de recherche)', kind: 'checkbox' },
          comment,
        ],
      },
      seo,
    ],
  },
  products: {
    titleField: 'name',
    sections: [
      {
        title: 'Produit',
        fields: [
          { name: 'name', label: 'Nom', kind: 'text', hint: 'Le titre de la page reprend le nom.' },
          { name: 'slug', label: 'Adresse (slug)', kind: 'slug', slugFrom: 'name' },
          { name: 'advertiserId', label: 'Annonceur', kind: 'relation', relation: { type: 'announcers', nameField: 'name' } },
          { name: 'categories', label: 'Catégories', kind: 'relations', relation: { type: 'categories', nameField: 'name' } },
          // No TAEG field (issue 20): a product's « dès » TAEG is computed from its observed rates (core
          // lowestOfferApr); the spec's `apr` and `aprValue` stay in the API, deprecated and never shown.
          { name: 'link', label: 'Lien de l’offre', kind: 'url', nullable: true },
          { name: 'idBtn', label: 'Identifiant du bouton', kind: 'text', hint: 'Pour distinguer les boutons dans les statistiques.' },
          { name: 'config.linkSubtext', label: 'Texte sous le bouton', kind: 'text' },
          { name: 'tags', label: 'Étiquettes', kind: 'tags', hint: 'Séparées par des virgules.' },
          { name: 'info', label: 'Conditions de l’offre', kind: 'markdown' },
          { name: 'test', label: 'Notre test', kind: 'markdown' },
          comment,
        ],
      },
      {
        title: 'Conditions comparées',
        fields: [
          {
            name: 'rateType',
            label: 'Type de taux',
            kind: 'select',
            nullable: true,
            options: rateTypes.map((type) => ({ value: type, label: rateTypeLabels[type] })),
            hint: 'Le filtre «\u202ftype de taux\u202f» du comparateur le lit\u202f; non précisé, l’offre n’apparaît que sans ce filtre.',
          },
          {
            name: 'minAmount',
            label: 'Montant minimum prêté',
            kind: 'number',
            unit: '€',
            nullable: true,
            hint: 'Vide\u00a0: pas de minimum.',
          },
          {
            name: 'maxAmount',
            label: 'Montant maximum prêté',
            kind: 'number',
            unit: '€',
            nullable: true,
            hint: 'Vide\u00a0: pas de maximum.',
          },
          {
            name: 'minDuration',
            label: 'Durée minimum',
            kind: 'number',
            unit: 'mois',
            nullable: true,
            hint: 'Le comparateur ne montre jamais l’offre hors de ces bornes.',
          },
          {
            name: 'maxDuration',
            label: 'Durée maximum',
            kind: 'number',
            unit: 'mois',
            nullable: true,
            hint: 'Vide\u00a0: pas de maximum.',
          },
        ],
      },
      {
        title: 'Affichage',
        fields: [
          { name: 'isActive', label: 'Actif', kind: 'checkbox' },
          { name: 'isDisabled', label: 'Désactivé', kind: 'checkbox' },
          { name: 'isSponsored', label: 'Sponsorisé (annonce)', kind: 'checkbox' },
          { name: 'isPrioritized', label: 'Prioritaire', kind: 'checkbox' },
        ],
      },
      {
        title: 'Courtier',
        fields: [
          { name: 'viaBroker', label: 'Proposé via un courtier', kind: 'checkbox' },
          {
            name: 'advertiserBrokerId',
            label: 'Courtier',
            kind: 'relation',
            nullable: true,
            relation: { type: 'announcers', nameField: 'name', filter: { advertisersCategory: ['courtier'] } },
          },
          { name: 'brokerLink', label: 'Lien chez le courtier', kind: 'url', nullable: true },
          { name: 'brokerProduct', label: 'Nom du produit chez le courtier', kind: 'text' },
        ],
      },
      seo,
    ],
  },
  articles: {
    titleField: 'title',
    sections: [
      {
        title: 'Article',
        fields: [
          { name: 'title', label: 'Titre', kind: 'text' },
          { name: 'slug', label: 'Adresse (slug)', kind: 'slug', slugFrom: 'title' },
          {
            name: 'subcategory',
            label: 'Rubrique',
            kind: 'relation',
            nullable: true,
            relation: { type: 'rubriques', nameField: 'name', valueField: 'slug' },
            hint: 'Dans la liste des rubriques (menu Rubriques)\u202f; aucune\u00a0: l’article est à /articles/{slug}.',
          },
          { name: 'authorId', label: 'Auteur', kind: 'relation', nullable: true, relation: { type: 'authors', nameField: 'name' } },
          { name: 'summary', label: 'Résumé', kind: 'textarea' },
          {
            name: 'image',
            label: 'Image',
            kind: 'image',
            nullable: true,
            folder: 'articles',
            hint: 'Une adresse, ou un fichier à téléverser (JPEG, PNG, WebP, AVIF, GIF ou SVG, 5 Mo au plus).',
          },
          { name: 'content', label: 'Contenu', kind: 'markdown' },
        ],
      },
      {
        title: 'Publication',
        fields: [
          { name: 'isPublished', label: 'Publié', kind: 'checkbox', hint: 'Un brouillon n’est visible que dans le back-office.' },
          {
            name: 'publishedAt',
            label: 'Date et heure de publication',
            kind: 'moment',
            nullable: true,
            hint: 'Heure de Luxembourg. Dans le futur, l’article publié est programmé\u00a0: il paraît seul à cette heure. Vide à la publication\u00a0: maintenant.',
          },
        ],
      },
      seo,
    ],
  },
  authors: {
    titleField: 'name',
    sections: [
      {
        title: 'Auteur',
        fields: [
          { name: 'name', label: 'Nom', kind: 'text' },
          { name: 'slug', label: 'Adresse (slug)', kind: 'slug', slugFrom: 'name', hint: 'Sa page\u00a0: /auteurs/{slug}.' },
          {
            name: 'avatar',
            label: 'Photo',
            kind: 'image',
            nullable: true,
            folder: 'authors',
            hint: 'Une adresse, ou un fichier à téléverser (JPEG, PNG, WebP, AVIF, GIF ou SVG, 5 Mo au plus).',
          },
          { name: 'bio', label: 'Biographie', kind: 'markdown' },
        ],
      },
    ],
  },
  rubriques: {
    titleField: 'name',
    sections: [
      {
        title: 'Rubrique',
        fields: [
          { name: 'name', label: 'Nom', kind: 'text', hint: 'Ce que les lecteurs voient au-dessus de l’article.' },
          {
            name: 'slug',
            label: 'Adresse (slug)',
            kind: 'slug',
            slugFrom: 'name',
            hint: 'Ses articles sont à /articles/{slug}/… Changée, les anciennes adresses redirigent vers les nouvelles.',
          },
        ],
      },
    ],
  },
  legalpages: {
    titleField: 'title',
    sections: [
      {
        title: 'Page',
        fields: [
          { name: 'title', label: 'Titre', kind: 'text' },
          {
            name: 'slug',
            label: 'Adresse (slug)',
            kind: 'slug',
            slugFrom: 'title',
            hint: 'La page est à la racine du site\u00a0: /{slug}.',
          },
          { name: 'content', label: 'Contenu', kind: 'markdown' },
        ],
      },
    ],
  },
  users: {
    titleField: 'email',
    sections: [
      {
        title: 'Utilisateur',
        fields: [
          { name: 'firstName', label: 'Prénom', kind: 'text' },
          { name: 'lastName', label: 'Nom', kind: 'text' },
          { name: 'email', label: 'Adresse e-mail', kind: 'email' },
          {
            name: 'roles',
            label: 'Rôles',
            kind: 'roles',
            options: userRoles.map((role) => ({
              value: role,
              label: role === 'admin' ? 'Administrateur (tout, y compris les utilisateurs)' : 'Rédacteur (contenus et offres)',
            })),
          },
          {
            name: 'password',
            label: 'Mot de passe',
            kind: 'password',
            hint: 'Au moins 12 caractères. Laissez vide pour ne pas le changer.',
          },
        ],
      },
    ],
  },
  leads: {
    titleField: 'email',
    sections: [
      {
        title: 'Demande',
        fields: [
          { name: 'createdAt', label: 'Reçue le', kind: 'readonly', format: 'datetime' },
          { name: 'reference', label: 'Référence', kind: 'readonly' },
          { name: 'kind', label: 'Type', kind: 'readonly', format: 'lead-kind' },
          { name: 'product', label: 'Produit', kind: 'readonly' },
          { name: 'firstName', label: 'Prénom', kind: 'readonly' },
          { name: 'lastName', label: 'Nom', kind: 'readonly' },
          { name: 'email', label: 'Adresse e-mail', kind: 'readonly' },
          { name: 'phone', label: 'Téléphone', kind: 'readonly' },
          { name: 'country', label: 'Pays', kind: 'readonly', format: 'country' },
          { name: 'amount', label: 'Montant souhaité', kind: 'readonly', format: 'amount' },
          { name: 'duration', label: 'Durée souhaitée', kind: 'readonly', format: 'months' },
          { name: 'message', label: 'Message', kind: 'readonly' },
          { name: 'consent', label: 'Consentement', kind: 'readonly', format: 'consent' },
        ],
      },
      {
        title: 'Suivi',
        fields: [
          {
            name: 'status',
            label: 'Statut',
            kind: 'select',
            options: leadStatuses.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] })),
          },
        ],
      },
    ],
  },
};

/**
 * What the creation form starts with: the defaults of spec §3 from core (a category starts excluded with durations
 * in months, an advertiser indexed), and what a new product or user most often is.
 */
export const NEW_RECORD_DEFAULTS: Readonly<Partial<Record<ApiType, Record<string, unknown>>>> = {
  categories: { isBlacklisted: categoryDefaults.isBlacklisted, config: { durationUnit: categoryDefaults.durationUnit } },
  announcers: { isIndexed: advertiserDefaults.isIndexed, country: 'LUX', advertisersCategory: 'banque' },
  products: { isActive: true },
  users: { roles: ['editor'] },
};

/** Every field of a definition, in order. */
export function fieldsOf(definition: FormDefinition): FormField[] {
  return definition.sections.flatMap((section) => [...section.fields]);
}
