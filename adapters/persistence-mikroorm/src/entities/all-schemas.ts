import { AdvertiserSchema } from './advertiser-schema.ts';
import { ArticleSchema } from './article-schema.ts';
import { AuthorSchema } from './author-schema.ts';
import { BatchCountSchema } from './batch-count-schema.ts';
import { CategorySchema } from './category-schema.ts';
import { ChangeEntrySchema } from './change-entry-schema.ts';
import { DeliverySchema } from './delivery-schema.ts';
import { ClickSchema } from './click-schema.ts';
import { DataRequestSchema } from './data-request-schema.ts';
import { ImpressionSchema } from './impression-schema.ts';
import { LeadSchema } from './lead-schema.ts';
import { LegalPageSchema } from './legal-page-schema.ts';
import { RateObservationSchema } from './rate-observation-schema.ts';
import { LoanstatSchema } from './loanstat-schema.ts';
import { LoggedErrorSchema } from './logged-error-schema.ts';
import { ProductCategorySchema } from './product-category-schema.ts';
import { ProductSchema } from './product-schema.ts';
import { RateLimitSchema } from './rate-limit-schema.ts';
import { ReminderSchema } from './reminder-schema.ts';
import { RubriqueSchema } from './rubrique-schema.ts';
import { RetentionRunSchema } from './retention-run-schema.ts';
import { UploadSchema } from './upload-schema.ts';
import { UserSchema } from './user-schema.ts';

/** Every table of the product, for the ORM's discovery and the migrations. */
export const ALL_SCHEMAS = [
  CategorySchema,
  AdvertiserSchema,
  ProductSchema,
  RateObservationSchema,
  LoanstatSchema,
  UserSchema,
  BatchCountSchema,
  LoggedErrorSchema,
  AuthorSchema,
  ArticleSchema,
  RubriqueSchema,
  LegalPageSchema,
  LeadSchema,
  ReminderSchema,
  ClickSchema,
  UploadSchema,
  ProductCategorySchema,
  DeliverySchema,
  RateLimitSchema,
  DataRequestSchema,
  RetentionRunSchema,
  ChangeEntrySchema,
  ImpressionSchema,
] as const;
