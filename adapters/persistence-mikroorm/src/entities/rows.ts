import type { Collection } from '@mikro-orm/core';
import type { AdvertiserCountry, AdvertiserKind, CategoryConfig, Consent, FaqItem, LeadKind, LeadStatus, ProductConfig, UserRole } from '@pretscope/core';

/*
 * The shapes the ORM manages, one per table. They follow the core's entities field for field (so the API and the
 * pages read the same names), with relations as ORM references instead of ids.
 */

export interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  title: string;
  summary: string;
  description: string;
  comment: string;
  faq: FaqItem[];
  config: CategoryConfig;
  metaTitle: string;
  metaDesc: string;
  isBlacklisted: boolean;
  products: Collection<ProductRow>;
  createdAt: Date;
  modifiedAt: Date;
}

export interface AdvertiserRow {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  website: string | null;
  description: string;
  metaTitle: string;
  metaDesc: string;
  comment: string;
  advertisersCategory: AdvertiserKind;
  isIndexed: boolean;
  country: AdvertiserCountry;
  products: Collection<ProductRow>;
  createdAt: Date;
  modifiedAt: Date;
}

export interface ProductRow {
  id: number;
  name: string;
  slug: string;
  metaTitle: string;
  title: string;
  metaDesc: string;
  link: string | null;
  idBtn: string;
  info: string;
  apr: string;
  aprValue: number | null;
  test: string;
  comment: string;
  config: ProductConfig;
  tags: string[];
  isActive: boolean;
  isSponsored: boolean;
  isDisabled: boolean;
  isPrioritized: boolean;
  viaBroker: boolean;
  brokerLink: string | null;
  brokerProduct: string;
  advertiser: AdvertiserRow;
  advertiserbroker: AdvertiserRow | null;
  categories: Collection<CategoryRow>;
  loans: Collection<LoanRow>;
  loanstats: Collection<LoanstatRow>;
  createdAt: Date;
  modifiedAt: Date;
}

export interface LoanRow {
  id: number;
  rate: number;
  amount: number;
  duration: number;
  score: number | null;
  product: ProductRow;
  createdAt: Date;
  modifiedAt: Date;
}

export interface LoanstatRow {
  id: number;
  count: number;
  min: number;
  max: number;
  mean: number;
  std: number;
  product: ProductRow;
  createdAt: Date;
}

export interface UserRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  roles: UserRole[];
  passwordHash: string;
  createdAt: Date;
  modifiedAt: Date;
}

export interface BatchCountRow {
  id: number;
  title: string;
  recipient: string;
  batchCount: number;
  countOpenings: number;
  countClick: number;
  createdAt: Date;
}

export interface LoggedErrorRow {
  id: number;
  content: string;
  ip: string | null;
  sheet: string;
  url: string;
  createdAt: Date;
}

export interface AuthorRow {
  id: number;
  name: string;
  slug: string;
  bio: string;
  avatar: string | null;
  articles: Collection<ArticleRow>;
  createdAt: Date;
}

export interface ArticleRow {
  id: number;
  title: string;
  slug: string;
  subcategory: string | null;
  summary: string;
  content: string;
  image: string | null;
  author: AuthorRow | null;
  isPublished: boolean;
  publishedAt: Date | null;
  metaTitle: string;
  metaDesc: string;
  createdAt: Date;
  modifiedAt: Date;
}

export interface LegalPageRow {
  id: number;
  title: string;
  slug: string;
  content: string;
  createdAt: Date;
  modifiedAt: Date;
}

export interface LeadRow {
  id: number;
  kind: LeadKind;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  country: string;
  amount: number | null;
  duration: number | null;
  message: string;
  status: LeadStatus;
  /** When the status last changed: retention runs from there (RGPD). */
  statusChangedAt: Date;
  consent: Consent;
  createdAt: Date;
  modifiedAt: Date;
}

export interface ReminderRow {
  id: number;
  email: string;
  firstName: string | null;
  category: CategoryRow;
  amount: number;
  duration: number;
  targetRate: number | null;
  targetDate: Date | null;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
  consent: Consent;
  createdAt: Date;
}

export interface ClickRow {
  id: number;
  product: ProductRow | null;
  advertiser: AdvertiserRow | null;
  ip: string | null;
  createdAt: Date;
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
