import { describe, expect, it } from 'vitest';
import { pageNameFromPath } from './page-name';

describe('pageNameFromPath (navigation popup)', () => {
  it('turns dashes and underscores into spaces and title-cases the words', () => {
    expect(pageNameFromPath('/admin/quote-request-summary')).toBe('Quote Request Summary');
    expect(pageNameFromPath('/admin/all_feeds')).toBe('All Feeds');
    expect(pageNameFromPath('/admin/maintenance-management')).toBe('Maintenance Management');
  });

  it('upper-cases the acronyms CRM, HRM, API, UI, UX, SEO, KPI, ROI and CMS', () => {
    expect(pageNameFromPath('/admin/crm-hrm-api-ui-ux-seo-kpi-roi-cms')).toBe(
      'CRM HRM API UI UX SEO KPI ROI CMS',
    );
    expect(pageNameFromPath('/admin/seo_settings')).toBe('SEO Settings');
  });

  it('leaves words that merely contain an acronym alone', () => {
    expect(pageNameFromPath('/admin/guide-apis')).toBe('Guide Apis');
  });

  it('reads the last segment only, ignoring a trailing slash, query and hash', () => {
    expect(pageNameFromPath('/admin/jira/st-ticket-list/')).toBe('St Ticket List');
    expect(pageNameFromPath('/admin/ota/upload-ota?step=2#top')).toBe('Upload Ota');
  });
});
