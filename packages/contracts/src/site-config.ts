import { z } from 'zod';
import { captchaProviderSchema } from './captcha';

/** GET /api/Config/Public: what the browser needs to know about the server's configuration. */
export const publicConfigSchema = z.object({
  responseStatusCode: z.number().int(),
  siteUrl: z.string(),
  assetBase: z.string(),
  captcha: z.object({
    provider: captchaProviderSchema,
    /** ALTCHA: where the widget fetches a challenge. */
    challengeUrl: z.string().optional(),
    /** reCAPTCHA: the public site key. */
    siteKey: z.string().optional(),
  }),
  leadCapture: z.object({
    /** Where the browser form posts: our own endpoint by default, an external web-to-lead URL when configured. */
    action: z.string(),
    oid: z.string(),
    retURL: z.string(),
    /** The lead service's name for the captcha response field. */
    captchaField: z.string(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
