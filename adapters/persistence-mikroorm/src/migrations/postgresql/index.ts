import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122100308 } from './migration-20261122100308-initial.ts';
import { Migration20261124004113 } from './migration-20261124004113-messaging.ts';
import { Migration20261124011126 } from './migration-20261124011126-rate-limits.ts';
import { Migration20261124012837 } from './migration-20261124012837-personal-data.ts';
import { Migration20261124030000 } from '../migration-20261124030000-privacy-policy.ts';
import { Migration20261124064500 } from '../migration-20261124064500-privacy-policy-rate-limits.ts';
import { Migration20261127081834 } from './migration-20261127081834-product-terms.ts';
import { Migration20261127090000 } from './migration-20261127090000-lead-reference.ts';
import { Migration20261127160000 } from '../migration-20261127160000-generated-logos.ts';
import { Migration20261127170000 } from '../migration-20261127170000-french-typography.ts';
import { Migration20261127224442 } from './migration-20261127224442-rubriques.ts';
import { Migration20261127224443 } from '../migration-20261127224443-rubriques-from-articles.ts';
import { Migration20261127231000 } from './migration-20261127231000-change-history.ts';
import { Migration20261127231001 } from '../migration-20261127231001-privacy-policy-change-history.ts';
import { Migration20261127232000 } from './migration-20261127232000-advertiser-report.ts';

/** Every migration of this dialect, oldest first. Add each new one here (scripts/create-migration.ts writes them). */
export const POSTGRESQL_MIGRATIONS: MigrationObject[] = [
  { name: 'migration-20261122100308-initial', class: Migration20261122100308 },
  { name: 'migration-20261124004113-messaging', class: Migration20261124004113 },
  { name: 'migration-20261124011126-rate-limits', class: Migration20261124011126 },
  { name: 'migration-20261124012837-personal-data', class: Migration20261124012837 },
  { name: 'migration-20261124030000-privacy-policy', class: Migration20261124030000 },
  { name: 'migration-20261124064500-privacy-policy-rate-limits', class: Migration20261124064500 },
  { name: 'migration-20261127081834-product-terms', class: Migration20261127081834 },
  { name: 'migration-20261127090000-lead-reference', class: Migration20261127090000 },
  { name: 'migration-20261127160000-generated-logos', class: Migration20261127160000 },
  { name: 'migration-20261127170000-french-typography', class: Migration20261127170000 },
  { name: 'migration-20261127224442-rubriques', class: Migration20261127224442 },
  { name: 'migration-20261127224443-rubriques-from-articles', class: Migration20261127224443 },
  { name: 'migration-20261127231000-change-history', class: Migration20261127231000 },
  { name: 'migration-20261127231001-privacy-policy-change-history', class: Migration20261127231001 },
  { name: 'migration-20261127232000-advertiser-report', class: Migration20261127232000 },
];
