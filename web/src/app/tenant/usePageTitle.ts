import { useEffect } from 'react';
import { useTenant } from './TenantProvider';

export const PRODUCT_NAME = 'Seedbed';

/**
 * Spec 1 §2.13: the title is the organisation's SEO title when active, otherwise its name,
 * optionally preceded by the page's own name.
 */
export function pageTitle(site: { seo?: { active: boolean | null; seoTitle: string | null } | null; name?: string } | undefined, page?: string): string {
  const seoTitle = site?.seo?.active ? site.seo.seoTitle?.trim() : undefined;
  const base = seoTitle || site?.name || PRODUCT_NAME;
  return page ? `${page} | ${base}` : base;
}

export function usePageTitle(page?: string): void {
  const { incubator } = useTenant();
  useEffect(() => {
    document.title = pageTitle(incubator, page);
  }, [incubator, page]);
}
