import type * as v from 'valibot';
import { advertiserInputSchema, advertiserPatchSchema } from '../catalogue/advertiser.ts';
import { articleInputSchema, articlePatchSchema } from '../content/article.ts';
import { authorInputSchema, authorPatchSchema } from '../content/author.ts';
import { rubriqueInputSchema, rubriquePatchSchema } from '../content/rubrique.ts';
import { batchCountInputSchema, batchCountPatchSchema } from '../messaging/batch-count.ts';
import { categoryInputSchema, categoryPatchSchema } from '../catalogue/category.ts';
import { clickInputSchema, clickPatchSchema } from '../catalogue/click.ts';
import { leadInputSchema, leadPatchSchema } from '../leads/lead.ts';
import { legalPageInputSchema, legalPagePatchSchema } from '../content/legal-page.ts';
import { rateObservationInputSchema, rateObservationPatchSchema } from '../catalogue/rate-observation.ts';
import { loanstatInputSchema, loanstatPatchSchema } from '../catalogue/loanstat.ts';
import { loggedErrorInputSchema, loggedErrorPatchSchema } from '../errors/logged-error.ts';
import { productInputSchema, productPatchSchema } from '../catalogue/product.ts';
import { reminderInputSchema, reminderPatchSchema } from '../leads/reminder.ts';
import { userInputSchema, userPatchSchema } from '../access/user.ts';

/** The JSON:API resource types (DESIGN.md), spelled as the spec's API spells them (§3: announcers, batch_count…). */
export const apiTypes = [
  'categories',
  'announcers',
  'products',
  'loans',
  'loanstats',
  'users',
  'batch_count',
  'loggederror',
  'articles',
  'legalpages',
  'authors',
  'rubriques',
  'leads',
  'reminders',
  'clicks',
] as const;
export type ApiType = (typeof apiTypes)[number];

export function isApiType(name: string): name is ApiType {
  return (apiTypes as readonly string[]).includes(name);
}

/** The schemas the API validates a create (POST) and an update (PATCH) of each type with. */
export interface ApiTypeSchemas {
  input: v.GenericSchema<unknown, unknown>;
  patch: v.GenericSchema<unknown, unknown>;
}

export const apiTypeSchemas = {
  categories: { input: categoryInputSchema, patch: categoryPatchSchema },
  announcers: { input: advertiserInputSchema, patch: advertiserPatchSchema },
  products: { input: productInputSchema, patch: productPatchSchema },
  loans: { input: rateObservationInputSchema, patch: rateObservationPatchSchema },
  loanstats: { input: loanstatInputSchema, patch: loanstatPatchSchema },
  users: { input: userInputSchema, patch: userPatchSchema },
  batch_count: { input: batchCountInputSchema, patch: batchCountPatchSchema },
  loggederror: { input: loggedErrorInputSchema, patch: loggedErrorPatchSchema },
  articles: { input: articleInputSchema, patch: articlePatchSchema },
  legalpages: { input: legalPageInputSchema, patch: legalPagePatchSchema },
  authors: { input: authorInputSchema, patch: authorPatchSchema },
  rubriques: { input: rubriqueInputSchema, patch: rubriquePatchSchema },
  leads: { input: leadInputSchema, patch: leadPatchSchema },
  reminders: { input: reminderInputSchema, patch: reminderPatchSchema },
  clicks: { input: clickInputSchema, patch: clickPatchSchema },
} as const satisfies Record<ApiType, ApiTypeSchemas>;
