import type * as v from 'valibot';
import { advertiserInputSchema, advertiserPatchSchema } from './advertiser.js';
import { articleInputSchema, articlePatchSchema } from './article.js';
import { authorInputSchema, authorPatchSchema } from './author.js';
import { batchCountInputSchema, batchCountPatchSchema } from './batch-count.js';
import { categoryInputSchema, categoryPatchSchema } from './category.js';
import { clickInputSchema, clickPatchSchema } from './click.js';
import { leadInputSchema, leadPatchSchema } from './lead.js';
import { legalPageInputSchema, legalPagePatchSchema } from './legal-page.js';
import { loanInputSchema, loanPatchSchema } from './loan.js';
import { loanstatInputSchema, loanstatPatchSchema } from './loanstat.js';
import { loggedErrorInputSchema, loggedErrorPatchSchema } from './logged-error.js';
import { productInputSchema, productPatchSchema } from './product.js';
import { reminderInputSchema, reminderPatchSchema } from './reminder.js';
import { userInputSchema, userPatchSchema } from './user.js';

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
  loans: { input: loanInputSchema, patch: loanPatchSchema },
  loanstats: { input: loanstatInputSchema, patch: loanstatPatchSchema },
  users: { input: userInputSchema, patch: userPatchSchema },
  batch_count: { input: batchCountInputSchema, patch: batchCountPatchSchema },
  loggederror: { input: loggedErrorInputSchema, patch: loggedErrorPatchSchema },
  articles: { input: articleInputSchema, patch: articlePatchSchema },
  legalpages: { input: legalPageInputSchema, patch: legalPagePatchSchema },
  authors: { input: authorInputSchema, patch: authorPatchSchema },
  leads: { input: leadInputSchema, patch: leadPatchSchema },
  reminders: { input: reminderInputSchema, patch: reminderPatchSchema },
  clicks: { input: clickInputSchema, patch: clickPatchSchema },
} as const satisfies Record<ApiType, ApiTypeSchemas>;
