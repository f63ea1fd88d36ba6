import { AdvertiserSchema } from './advertiser-schema.js';
import { ArticleSchema } from './article-schema.js';
import { AuthorSchema } from './author-schema.js';
import { BatchCountSchema } from './batch-count-schema.js';
import { CategorySchema } from './category-schema.js';
import { DeliverySchema } from './delivery-schema.js';
import { ClickSchema } from './click-schema.js';
import { DataRequestSchema } from './data-request-schema.js';
import { LeadSchema } from './lead-schema.js';
import { LegalPageSchema } from './legal-page-schema.js';
import { LoanSchema } from './loan-schema.js';
import { LoanstatSchema } from './loanstat-schema.js';
import { LoggedErrorSchema } from './logged-error-schema.js';
import { ProductCategorySchema } from './product-category-schema.js';
import { ProductSchema } from './product-schema.js';
import { RateLimitSchema } from './rate-limit-schema.js';
import { ReminderSchema } from './reminder-schema.js';
import { RetentionRunSchema } from './retention-run-schema.js';
import { UploadSchema } from './upload-schema.js';
import { UserSchema } from './user-schema.js';

/** Every table of the product, for the ORM's discovery and the migrations. */
export const ALL_SCHEMAS = [
  CategorySchema, AdvertiserSchema, ProductSchema, LoanSchema, LoanstatSchema, UserSchema, BatchCountSchema,
  LoggedErrorSchema, AuthorSchema, ArticleSchema, LegalPageSchema, LeadSchema, ReminderSchema, ClickSchema, UploadSchema,
  ProductCategorySchema, DeliverySchema, RateLimitSchema, DataRequestSchema, RetentionRunSchema,
] as const;
