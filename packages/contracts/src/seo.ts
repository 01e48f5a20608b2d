import { z } from 'zod';

/** Page names of all three spec files that read an SEO entry. */
export const SEO_PAGE_NAMES = [
  'Home',
  'AboutUs',
  'ContactUs',
  'PowerRouterTechnology',
  'VehicleElectrification',
  'BuildingElectrification',
  'DatacenterSolutions',
  'NewsEvents',
  'Resources',
  'Careers',
] as const;
export type SeoPageName = (typeof SEO_PAGE_NAMES)[number];

export const seoQuerySchema = z
  .object({ pageName: z.string().trim().min(1, 'pageName is required').max(100, 'pageName is too long') })
  .strict();

export const seoDataSchema = z.object({
  responseStatusCode: z.number().int(),
  title: z.string(),
  metaKeyword: z.string(),
  metaDescription: z.string(),
});
export type SeoData = z.infer<typeof seoDataSchema>;
