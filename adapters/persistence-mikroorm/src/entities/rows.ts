import type { Collection } from '@mikro-orm/core';
import type {
  Advertiser,
  Article,
  Author,
  BatchCount,
  Category,
  Click,
  DeliveryPayload,
  Lead,
  LegalPage,
  RateObservation,
  Rubrique,
  Loanstat,
  LoggedError,
  Product,
  Reminder,
  User,
} from '@pretscope/core';

/*
 * The shapes the ORM manages, one per table: the core's entities, field for field, with relation ids replaced by
 * ORM references and collections (the API reads the ids back through the mapping in stores/resource-mapping.ts).
 */

interface Timestamps {
  createdAt: Date;
  modifiedAt: Date;
}

export interface CategoryRow extends Omit<Category, 'products'>, Timestamps {
  products: Collection<ProductRow>;
}

export interface AdvertiserRow extends Omit<Advertiser, 'products'> {
  products: Collection<ProductRow>;
}

export interface ProductRow extends Omit<Product, 'advertiserId' | 'advertiserBrokerId' | 'categories' | 'loans' | 'loanstats'> {
  advertiser: AdvertiserRow;
  advertiserbroker: AdvertiserRow | null;
  categories: Collection<CategoryRow>;
  loans: Collection<RateObservationRow>;
  loanstats: Collection<LoanstatRow>;
}

export interface RateObservationRow extends Omit<RateObservation, 'productId'> {
  product: ProductRow;
}

export interface LoanstatRow extends Omit<Loanstat, 'productId'> {
  product: ProductRow;
}

export interface UserRow extends User, Timestamps {}

export interface BatchCountRow extends BatchCount {
  createdAt: Date;
}

export type LoggedErrorRow = LoggedError;

export interface AuthorRow extends Author {
  articles: Collection<ArticleRow>;
  createdAt: Date;
}

export interface ArticleRow extends Omit<Article, 'authorId'> {
  author: AuthorRow | null;
}

export type LegalPageRow = LegalPage;

export interface RubriqueRow extends Rubrique {
  createdAt: Date;
  modifiedAt: Date;
}

export interface LeadRow extends Lead {
  /** When the status last changed: retention runs from there (RGPD). */
  statusChangedAt: Date;
  modifiedAt: Date;
}

export interface ReminderRow extends Omit<Reminder, 'categoryId'> {
  category: CategoryRow;
  confirmationDigest: string | null;
  rateNotifiedAt: Date | null;
  dateNotifiedAt: Date | null;
}

export interface DeliveryRow {
  id: number;
  key: string;
  channel: string;
  recipient: string;
  payload: DeliveryPayload | null;
  batchId: number | null;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  claimedUntil: Date | null;
  sentAt: Date | null;
  abandonedAt: Date | null;
  createdAt: Date;
}

export interface ClickRow extends Omit<Click, 'productId' | 'advertiserId'> {
  product: ProductRow | null;
  advertiser: AdvertiserRow | null;
}

export interface UploadRow {
  id: number;
  /** SHA-256 of the content, hex: the file is stored under this name, so the same image is kept once. */
  hash: string;
  filename: string;
  contentType: string;
  size: number;
  width: number;
  height: number;
  createdAt: Date;
}
