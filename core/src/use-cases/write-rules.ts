import { isStaff, type Actor } from '../access/access-policy.ts';
import type { ApiType } from '../api/api-types.ts';
import type { FieldIssue } from '../fields/field-issues.ts';
import { previousSlugsAfterRename, RUBRIQUE_SLUG_TAKEN_MESSAGE, UNKNOWN_RUBRIQUE_MESSAGE } from '../content/rubrique.ts';
import { hasReminderTarget, REMINDER_TARGET_MESSAGE } from '../leads/reminder.ts';
import { truncateIp } from '../personal-data/truncate-ip.ts';
import type { ResourceStore, ResourceStoreError } from '../ports/resource-store.ts';
import { err, ok, type Result } from '../result.ts';
import type { ResourceWriteError } from './resource-write-error.ts';

/** A create (POST, a back-office creation form) or an update (PATCH, a back-office edit form). */
export type WriteKind = 'create' | 'update';

/** What a rule knows of a write besides its attributes. */
export interface WriteContext {
  kind: WriteKind;
  actor: Actor;
  /** The record's id: updates only. */
  id: number | null;
  /** The write's instant (the use case's clock). */
  now: Date;
  /** The address the server saw (creates through the API only). */
  clientIp: string | null;
  /** The stored record's attributes: updates only, read at most once per write, and only when a rule asks. */
  stored(): Promise<Result<Record<string, unknown>, ResourceStoreError>>;
  /** Every record of a small type (a controlled list such as the rubriques), for a rule that checks against it. */
  all(type: ApiType): Promise<Result<Array<Record<string, unknown>>, ResourceStoreError>>;
}

type Attributes = Record<string, unknown>;

/**
 * One rule of a type's writes. `before` sees the attributes as sent, before the type's schema: it refuses what
 * this type never accepts (each issue with its field's path and a French message) or rewrites them. `after` sees
 * the attributes the schema let through: it refuses or completes them, and may read the stored record.
 */
export interface WriteRule {
  /** The rule in one sentence (read by the decision record, and by whoever wonders why a write was refused). */
  says: string;
  on: readonly WriteKind[];
  before?(attributes: Attributes, context: WriteContext): Result<Attributes, { type: 'input/invalid'; issues: FieldIssue[] }>;
  after?(attributes: Attributes, context: WriteContext): Promise<Result<Attributes, ResourceWriteError>>;
  /**
   * What follows a successful write in other records (a renamed rubrique's articles move with it): `stored` is the
   * record as it was before the write, `written` the attributes written.
   */
  followUp?(
    change: { stored: Attributes; written: Attributes },
    resources: Pick<ResourceStore, 'list' | 'update'>,
  ): Promise<Result<void, ResourceStoreError>>;
}

function refused(issues: FieldIssue[]): { ok: false; error: { type: 'input/invalid'; issues: FieldIssue[] } } {
  return err({ type: 'input/invalid', issues });
}

/** The changes a lead may receive: the visitor's request stays as sent. */
const LEAD_WRITABLE: readonly string[] = ['status'];

export const LEAD_STATUS_ONLY_MESSAGE =
  'Seul le statut d’une demande peut être modifié\u00a0: la demande reste telle que le visiteur l’a envoyée.';
export const OWN_ADMIN_ROLE_MESSAGE = 'Vous ne pouvez pas retirer votre propre rôle d’administrateur.';
export const SERVER_IP_MESSAGE = 'L’adresse IP est relevée par le serveur\u00a0: ne l’envoyez pas.';
export const BROKER_REQUIRED_MESSAGE = 'Choisissez le courtier d’une offre proposée via un courtier.';

const leadStatusOnly: WriteRule = {
  says: 'Only a lead’s status may change; what the visitor sent stays as sent.',
  on: ['update'],
  before(attributes) {
    const others = Object.keys(attributes).filter((name) => !LEAD_WRITABLE.includes(name));
    return others.length === 0 ? ok(attributes) : refused(others.map((name) => ({ path: [name], message: LEAD_STATUS_ONLY_MESSAGE })));
  },
};

const noOwnAdminRoleRemoval: WriteRule = {
  says: 'An administrator cannot take the admin role off their own account (someone must remain able to manage users).',
  on: ['update'],
  before(attributes, { actor, id }) {
    const own = actor !== null && actor.userId === id && actor.roles.includes('admin');
    const roles = attributes.roles;
    return own && Array.isArray(roles) && !roles.includes('admin')
      ? refused([{ path: ['roles'], message: OWN_ADMIN_ROLE_MESSAGE }])
      : ok(attributes);
  },
};

const loggedErrorIpFromServer: WriteRule = {
  says: 'A visitor’s logged error carries the address the server saw, truncated, never one it sends (spec §8).',
  on: ['create'],
  before(attributes, { actor, clientIp }) {
    if (isStaff(actor)) return ok(attributes);
    if (Object.hasOwn(attributes, 'ip')) return refused([{ path: ['ip'], message: SERVER_IP_MESSAGE }]);
    return ok({ ...attributes, ip: clientIp ? truncateIp(clientIp) : null });
  },
};

const publishingStampsDate: WriteRule = {
  says: 'An article published without a publication date is dated with the instant it is saved.',
  on: ['create', 'update'],
  async after(attributes, { kind, now, stored }) {
    if (!('isPublished' in attributes) && !('publishedAt' in attributes)) return ok(attributes);
    let article = attributes;
    if (kind === 'update' && !('isPublished' in attributes && 'publishedAt' in attributes)) {
      const found = await stored();
      if (!found.ok) return found;
      article = { ...found.value, ...attributes };
    }
    const undated = article.publishedAt === null || article.publishedAt === undefined;
    return ok(article.isPublished === true && undated ? { ...attributes, publishedAt: now } : attributes);
  },
};

const brokerOfferNamesBroker: WriteRule = {
  says: 'A product offered via a broker names its broker.',
  on: ['update'],
  async after(attributes, { stored }) {
    if (!('viaBroker' in attributes) && !('advertiserBrokerId' in attributes)) return ok(attributes);
    const found = await stored();
    if (!found.ok) return found;
    const merged = { ...found.value, ...attributes };
    if (merged.viaBroker === true && (merged.advertiserBrokerId === null || merged.advertiserBrokerId === undefined)) {
      return refused([{ path: ['advertiserBrokerId'], message: BROKER_REQUIRED_MESSAGE }]);
    }
    return ok(attributes);
  },
};

const productKeepsStats: WriteRule = {
  says: 'A product keeps its stored statistics: they change only when its rates are recomputed (saveOneLoanStat), never through a save.',
  on: ['update'],
  async after(attributes, { stored }) {
    const config = attributes.config;
    if (typeof config !== 'object' || config === null) return ok(attributes);
    const found = await stored();
    if (!found.ok) return found;
    const stats = (found.value.config as { stats?: unknown } | null | undefined)?.stats;
    return ok(stats === undefined || stats === null ? attributes : { ...attributes, config: { ...config, stats } });
  },
};

/** Enough for any controlled list: a longer one is not a list a person picks from. */
const CONTROLLED_LIST_MAX = 1_000;

const articleRubriqueFromList: WriteRule = {
  says: 'An article’s subcategory is one of the rubriques admins manage, or none: a typo no longer makes a new address.',
  on: ['create', 'update'],
  async after(attributes, { all }) {
    const subcategory = attributes.subcategory;
    if (subcategory === null || subcategory === undefined) return ok(attributes);
    const rubriques = await all('rubriques');
    if (!rubriques.ok) return rubriques;
    return rubriques.value.some((rubrique) => rubrique.slug === subcategory)
      ? ok(attributes)
      : refused([{ path: ['subcategory'], message: UNKNOWN_RUBRIQUE_MESSAGE }]);
  },
};

const rubriqueKeepsAddresses: WriteRule = {
  says: 'A rubrique renamed keeps each slug it had (their addresses redirect, 301) and takes its articles along; no rubrique takes a slug another one had.',
  on: ['create', 'update'],
  async after(attributes, { kind, id, stored, all }) {
    const slug = attributes.slug;
    if (typeof slug !== 'string') return ok(attributes);
    const rubriques = await all('rubriques');
    if (!rubriques.ok) return rubriques;
    const heldBefore = rubriques.value.some(
      (rubrique) => rubrique.id !== id && Array.isArray(rubrique.previousSlugs) && rubrique.previousSlugs.includes(slug),
    );
    if (heldBefore) return refused([{ path: ['slug'], message: RUBRIQUE_SLUG_TAKEN_MESSAGE }]);
    if (kind === 'create') return ok({ ...attributes, previousSlugs: [] });
    const found = await stored();
    if (!found.ok) return found;
    const before = found.value;
    const previous = Array.isArray(before.previousSlugs) ? (before.previousSlugs as string[]) : [];
    return ok({ ...attributes, previousSlugs: previousSlugsAfterRename(previous, String(before.slug), slug) });
  },
  async followUp({ stored, written }, resources) {
    if (typeof written.slug !== 'string' || written.slug === stored.slug) return ok(undefined);
    // Its articles, a page at a time, each moved to the new slug (the old addresses redirect to them).
    for (;;) {
      const page = await resources.list({
        type: 'articles',
        filter: { subcategory: [String(stored.slug)] },
        sort: [],
        page: { offset: 0, limit: 100 },
        include: [],
        fields: { articles: ['subcategory'] },
      });
      if (!page.ok) return page;
      if (page.value.records.length === 0) return ok(undefined);
      for (const article of page.value.records) {
        const moved = await resources.update('articles', article.id, { subcategory: written.slug });
        if (!moved.ok) return moved;
      }
    }
  },
};

const reminderKeepsTarget: WriteRule = {
  says: 'A reminder keeps a target rate or a date, whichever of the two a change touches.',
  on: ['update'],
  async after(attributes, { stored }) {
    if (!('targetRate' in attributes) && !('targetDate' in attributes)) return ok(attributes);
    const found = await stored();
    if (!found.ok) return found;
    return hasReminderTarget({ ...found.value, ...attributes })
      ? ok(attributes)
      : refused([{ path: ['targetRate'], message: REMINDER_TARGET_MESSAGE }]);
  },
};

/**
 * The write rules of each type, in one table: the rules a type's schema cannot say alone, because they need who is
 * writing, the stored record or the clock. `createResource` and `updateResource` apply them, so the JSON API's POST
 * and PATCH and the back office's forms obey the same rules and refuse alike (the same French message on the same
 * field: a JSON pointer for the API, beside the field on the screen).
 */
export const WRITE_RULES: Readonly<Partial<Record<ApiType, readonly WriteRule[]>>> = {
  articles: [publishingStampsDate, articleRubriqueFromList],
  leads: [leadStatusOnly],
  loggederror: [loggedErrorIpFromServer],
  products: [brokerOfferNamesBroker, productKeepsStats],
  reminders: [reminderKeepsTarget],
  rubriques: [rubriqueKeepsAddresses],
  users: [noOwnAdminRoleRemoval],
};

/** The context of one write; the stored record is read once, on the first rule that asks. */
export function writeContext(
  resources: Pick<ResourceStore, 'get' | 'list'>,
  input: { kind: WriteKind; type: ApiType; actor: Actor; id?: number; now: Date; clientIp?: string | null },
): WriteContext {
  let stored: Promise<Result<Attributes, ResourceStoreError>> | undefined;
  const { id } = input;
  return {
    kind: input.kind,
    actor: input.actor,
    id: id ?? null,
    now: input.now,
    clientIp: input.clientIp ?? null,
    stored() {
      if (id === undefined) return Promise.resolve(err({ type: 'resource/not-found' as const, resourceType: input.type, id: 0 }));
      stored ??= resources.get(input.type, id).then((found) => (found.ok ? ok(found.value.record.attributes) : found));
      return stored;
    },
    async all(type) {
      const page = await resources.list({ type, filter: {}, sort: [], page: { offset: 0, limit: CONTROLLED_LIST_MAX }, include: [] });
      return page.ok ? ok(page.value.records.map((record) => ({ ...record.attributes, id: record.id }))) : page;
    },
  };
}

/** The rules of a type for one kind of write, in the table's order. */
export function writeRulesFor(type: ApiType, kind: WriteKind): WriteRule[] {
  return (WRITE_RULES[type] ?? []).filter((rule) => rule.on.includes(kind));
}

/** Every `before` of the rules, on the attributes as sent; the issues of every rule that refuses, together. */
export function applyRulesBefore(
  rules: readonly WriteRule[],
  attributes: Attributes,
  context: WriteContext,
): Result<Attributes, { type: 'input/invalid'; issues: FieldIssue[] }> {
  let current = attributes;
  const issues: FieldIssue[] = [];
  for (const rule of rules) {
    const result = rule.before?.(current, context);
    if (!result) continue;
    if (result.ok) current = result.value;
    else issues.push(...result.error.issues);
  }
  return issues.length > 0 ? refused(issues) : ok(current);
}

/** Every `after` of the rules, in order, on the schema's output; the first refusal stops the write. */
export async function applyRulesAfter(
  rules: readonly WriteRule[],
  attributes: Attributes,
  context: WriteContext,
): Promise<Result<Attributes, ResourceWriteError>> {
  let current = attributes;
  for (const rule of rules) {
    if (!rule.after) continue;
    const result = await rule.after(current, context);
    if (!result.ok) return result;
    current = result.value;
  }
  return ok(current);
}
