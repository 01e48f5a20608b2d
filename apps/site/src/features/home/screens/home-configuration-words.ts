/** The words of Update Home Configuration. */
export const homeConfigurationWords = {
  title: 'Update Home Configuration',
  heroHeading: 'Home page hero',
  heroIntro: 'The texts over the video at the top of the Home page.',
  beforeTitle: 'Text above the title',
  heroTitle: 'Title',
  heroText: 'Text',
  seoHeading: 'Page tags (SEO)',
  seoIntro: 'The browser title, keywords and description of each page.',
  page: 'Page',
  seoTitle: 'Title',
  metaKeyword: 'Meta keywords',
  metaDescription: 'Meta description',
  lastChanged: (when: string) => `Last changed ${when}`,
} as const;
