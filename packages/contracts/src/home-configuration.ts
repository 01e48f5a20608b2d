import { z } from 'zod';
import { SEO_PAGE_NAMES } from './seo';

/** Not in the spec: limits a search result shows in full, with room to spare. */
export const SEO_TITLE_MAX = 120;
export const SEO_META_KEYWORD_MAX = 300;
export const SEO_META_DESCRIPTION_MAX = 320;
/** Not in the spec: the Home hero's three texts fit the hero at every breakpoint below these. */
export const HERO_BEFORE_TITLE_MAX = 80;
export const HERO_TITLE_MAX = 120;
export const HERO_TEXT_MAX = 600;

export const homeConfigurationMessages = {
  pageNameInvalid: 'Unknown page name',
  titleRequired: 'Title is required',
  titleMax: `Title cannot exceed ${SEO_TITLE_MAX} characters`,
  metaKeywordRequired: 'Meta keywords are required',
  metaKeywordMax: `Meta keywords cannot exceed ${SEO_META_KEYWORD_MAX} characters`,
  metaDescriptionRequired: 'Meta description is required',
  metaDescriptionMax: `Meta description cannot exceed ${SEO_META_DESCRIPTION_MAX} characters`,
  beforeTitleRequired: 'The text above the title is required',
  beforeTitleMax: `The text above the title cannot exceed ${HERO_BEFORE_TITLE_MAX} characters`,
  heroTitleRequired: 'Title is required',
  heroTitleMax: `Title cannot exceed ${HERO_TITLE_MAX} characters`,
  heroTextRequired: 'Text is required',
  heroTextMax: `Text cannot exceed ${HERO_TEXT_MAX} characters`,
  plainTextOnly: 'Use plain text: < and > are not allowed',
  seoUpdated: 'The page tags have been updated.',
  heroUpdated: 'The Home page texts have been updated.',
  heroMissing: 'The Home page texts have not been set up.',
} as const;

/** Page tags and hero texts are shown as text, never as HTML: angle brackets are refused outright. */
const PLAIN_TEXT_PATTERN = /^[^<>]*$/;

const plainText = (required: string, max: number, maxMessage: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, maxMessage)
    .regex(PLAIN_TEXT_PATTERN, homeConfigurationMessages.plainTextOnly);

const m = homeConfigurationMessages;

export const seoPageNameSchema = z.enum(SEO_PAGE_NAMES, { error: m.pageNameInvalid });

/** One page's tags as the configuration screen edits them. */
export const seoEntrySchema = z.object({
  pageName: seoPageNameSchema,
  title: z.string(),
  metaKeyword: z.string(),
  metaDescription: z.string(),
  /** ISO time of the last change. */
  updatedAt: z.string(),
});
export type SeoEntry = z.infer<typeof seoEntrySchema>;

/** The Home page hero: the small line above the title, the title and the paragraph under it. */
export const heroTextsSchema = z.object({ beforeTitle: z.string(), title: z.string(), text: z.string() });
export type HeroTexts = z.infer<typeof heroTextsSchema>;

/** GET /api/HomeConfiguration/GetAll: every SEO entry (in SEO_PAGE_NAMES order) and the hero. */
export const homeConfigurationResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  seo: z.array(seoEntrySchema),
  hero: heroTextsSchema,
});
export type HomeConfigurationResponse = z.infer<typeof homeConfigurationResponseSchema>;

/** PUT /api/HomeConfiguration/UpdateSeo; answered with `{responseStatusCode, message, entry}`. */
export const updateSeoRequestSchema = z
  .object({
    pageName: seoPageNameSchema,
    title: plainText(m.titleRequired, SEO_TITLE_MAX, m.titleMax),
    metaKeyword: plainText(m.metaKeywordRequired, SEO_META_KEYWORD_MAX, m.metaKeywordMax),
    metaDescription: plainText(m.metaDescriptionRequired, SEO_META_DESCRIPTION_MAX, m.metaDescriptionMax),
  })
  .strict();
export type UpdateSeoRequest = z.infer<typeof updateSeoRequestSchema>;

export const updateSeoResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  message: z.string(),
  entry: seoEntrySchema,
});
export type UpdateSeoResponse = z.infer<typeof updateSeoResponseSchema>;

/** PUT /api/HomeConfiguration/UpdateHero; answered with `{responseStatusCode, message, hero}`. */
export const updateHeroRequestSchema = z
  .object({
    beforeTitle: plainText(m.beforeTitleRequired, HERO_BEFORE_TITLE_MAX, m.beforeTitleMax),
    title: plainText(m.heroTitleRequired, HERO_TITLE_MAX, m.heroTitleMax),
    text: plainText(m.heroTextRequired, HERO_TEXT_MAX, m.heroTextMax),
  })
  .strict();
export type UpdateHeroRequest = z.infer<typeof updateHeroRequestSchema>;

export const updateHeroResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  message: z.string(),
  hero: heroTextsSchema,
});
export type UpdateHeroResponse = z.infer<typeof updateHeroResponseSchema>;

/** GET /api/HomeConfiguration/GetHero (public): what the Home page renders. */
export const heroResponseSchema = heroTextsSchema.extend({ responseStatusCode: z.number().int() });
export type HeroResponse = z.infer<typeof heroResponseSchema>;
