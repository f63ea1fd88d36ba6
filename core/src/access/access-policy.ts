import { apiTypes, type ApiType } from '../api/api-types.ts';
import { visibleFlagFilter } from './visibility.ts';
import type { UserRole } from './user.ts';

/** Who is asking: a logged-in user's roles, or nobody (a visitor). */
export type Actor = { userId: number; roles: readonly UserRole[] } | null;

export type ResourceAction = 'read' | 'create' | 'update' | 'delete';

type Audience = 'public' | 'editor' | 'admin';

/**
 * The access matrix of DESIGN.md "Access", in one place: for each type and action, the least privileged audience
 * allowed. Admins do everything; editors run the content (articles, authors, categories, legal pages, products,
 * advertisers, rate observations and statistics) and nothing about people; visitors read published content and
 * create only what a visitor sends (leads, reminders, logged errors).
 */
const MATRIX: Record<ApiType, Record<ResourceAction, Audience>> = {
  categories: { read: 'public', create: 'editor', update: 'editor', delete: 'editor' },
  announcers: { read: 'public', create: 'editor', update: 'editor', delete: 'editor' },
  products: { read: 'public', create: 'editor', update: 'editor', delete: 'editor' },
  loans: { read: 'public', create: 'editor', update: 'editor', delete: 'editor' },
  loanstats: { read: 'public', create: 'editor', update: 'editor', delete: 'editor' },
  articles: { read: 'public', create: 'editor', update: 'editor', delete: 'editor' },
  authors: { read: 'public', create: 'editor', update: 'editor', delete: 'editor' },
  legalpages: { read: 'public', create: 'editor', update: 'editor', delete: 'editor' },
  // The list articles are filed under: editors choose from it, admins manage it (issue 22).
  rubriques: { read: 'public', create: 'admin', update: 'admin', delete: 'admin' },
  users: { read: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  leads: { read: 'admin', create: 'public', update: 'admin', delete: 'admin' },
  reminders: { read: 'admin', create: 'public', update: 'admin', delete: 'admin' },
  loggederror: { read: 'admin', create: 'public', update: 'admin', delete: 'admin' },
  clicks: { read: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  batch_count: { read: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
};

function audienceOf(actor: Actor): Audience {
  if (!actor) return 'public';
  return actor.roles.includes('admin') ? 'admin' : actor.roles.includes('editor') ? 'editor' : 'public';
}

const RANK: Record<Audience, number> = { public: 0, editor: 1, admin: 2 };

export function canAccess(actor: Actor, type: ApiType, action: ResourceAction): boolean {
  return RANK[audienceOf(actor)] >= RANK[MATRIX[type][action]];
}

/**
 * Whether the actor may take a whole table out of the site (CSV download, Google Sheets, the CLI's export): admins
 * only, since an export carries every row and internal field at once, whatever the type.
 */
export function mayExport(actor: Actor, type: ApiType): boolean {
  return audienceOf(actor) === 'admin' && canAccess(actor, type, 'read');
}

/** Whether the actor is an admin (restoring an earlier version, the team's accounts). */
export function isAdmin(actor: Actor): boolean {
  return audienceOf(actor) === 'admin';
}

/** Whether the actor is staff (editor or admin): staff see internal fields and unpublished content. */
export function isStaff(actor: Actor): boolean {
  return audienceOf(actor) !== 'public';
}

/** Fields that never leave the back office: stripped from every answer to a visitor. */
export const INTERNAL_FIELDS: Readonly<Partial<Record<ApiType, readonly string[]>>> = {
  categories: ['comment'],
  announcers: ['comment'],
  products: ['comment'],
};

/**
 * What a visitor may see of a type, as query filters: the flags of the visibility rule (visibility.ts), so drafts
 * and inactive or disabled products stay private. Only the flags: the JSON API's visitor reads apply the whole rule
 * in the store instead (ResourceQuery.visibleAt), publication dates and followed relations included.
 */
export const PUBLIC_FILTERS: Readonly<Partial<Record<ApiType, Readonly<Record<string, readonly string[]>>>>> = Object.fromEntries(
  apiTypes.flatMap((type) => {
    const filter = visibleFlagFilter(type);
    return filter ? [[type, filter]] : [];
  }),
);

/** Attributes the server sets itself: a client that sends one gets a 422 (no mass assignment). */
export const SERVER_FIELDS: readonly string[] = ['id', 'createdAt', 'modifiedAt', 'passwordHash'];
