import type { CategoryConfig, ResourceRecord, ResourceStore } from '@pretscope/core';

export interface CategoryView {
  id: number;
  name: string;
  slug: string;
  title: string;
  summary: string;
  /** Markdown, rendered by the page with the site's renderer. */
  description: string;
  faq: { question: string; answer: string }[];
  config: CategoryConfig;
  metaTitle: string;
  metaDesc: string;
  isBlacklisted: boolean;
}

/** A category by its slug, or null: the page answers 404 for anything that is not one. */
export async function loadCategory(resources: ResourceStore, slug: string): Promise<CategoryView | null> {
  const found = await resources.list({ type: 'categories', filter: { slug: [slug] }, sort: [], page: { offset: 0, limit: 1 }, include: [] });
  const record = found.ok ? found.value.records[0] : undefined;
  return record ? toCategoryView(record) : null;
}

function toCategoryView(record: ResourceRecord): CategoryView {
  const a = record.attributes;
  return {
    id: record.id,
    name: String(a.name),
    slug: String(a.slug),
    title: String(a.title || a.name),
    summary: String(a.summary ?? ''),
    description: String(a.description ?? ''),
    faq: (a.faq as CategoryView['faq']) ?? [],
    config: a.config as CategoryConfig,
    metaTitle: String(a.metaTitle || a.title || a.name),
    metaDesc: String(a.metaDesc || a.summary || ''),
    isBlacklisted: Boolean(a.isBlacklisted),
  };
}

/** Every category a visitor may be offered (not blacklisted), in name order. */
export async function listedCategories(resources: ResourceStore): Promise<CategoryView[]> {
  const found = await resources.list({ type: 'categories', filter: { isBlacklisted: ['false'] }, sort: [{ field: 'name', direction: 'asc' }], page: { offset: 0, limit: 100 }, include: [] });
  return found.ok ? found.value.records.map(toCategoryView) : [];
}
