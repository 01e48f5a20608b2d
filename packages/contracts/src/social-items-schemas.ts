/**
 * The schemas of the social-item admin calls: the editor's form (the same rules in the browser
 * and on the server), the list's query, the ids and moves, and the answers. The rules themselves are the
 * plain functions of social-items.ts.
 */
import { z } from 'zod';
import { type ListPage, listPageSchema, listQuerySchema } from './admin-lists';
import { SOCIAL_KINDS, type SocialKind } from './feeds';
import { rowIdParam } from './row-id';
import { checkSocialLink, SOCIAL_HEADING_INPUT_MAX, socialItemMessages as messages } from './social-items';

export const socialKindSchema = z.enum(SOCIAL_KINDS, { error: messages.kindInvalid });

const positiveId = rowIdParam(messages.idInvalid);

/**
 * The editor's form of one kind: a title and a link, checked by the kind's rule; the output holds the link
 * to store and, for a video, its id. The image (a logo's, a post's) travels as a file beside it.
 */
export const socialItemFormSchema = (kind: SocialKind) =>
  z
    .object({
      heading: z
        .string({ error: messages.headingRequired })
        .trim()
        .min(1, messages.headingRequired)
        .max(SOCIAL_HEADING_INPUT_MAX, messages.headingMax),
      link: z.string({ error: messages.linkRequired }).superRefine((link, ctx) => {
        const check = checkSocialLink(kind, link);
        if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
      }),
    })
    .strict()
    .transform((values) => {
      const check = checkSocialLink(kind, values.link);
      // The link's refinement has refused every link this rule does not take.
      if (!check.ok) throw new Error(check.message);
      return { heading: values.heading, link: check.link, videoId: check.videoId ?? null };
    });
export type SocialItemForm = z.input<ReturnType<typeof socialItemFormSchema>>;
export type SocialItemValues = z.output<ReturnType<typeof socialItemFormSchema>>;

/** The multipart fields of POST Feed/CreateSocialItem: the kind, then the form (file part `image`). */
export const socialItemKindFieldSchema = z.object({ kind: socialKindSchema }).loose();

/** `?id=` of UpdateSocialItem and DeleteSocialItem. */
export const socialItemIdQuerySchema = z.object({ id: positiveId }).strict();

export const SOCIAL_MOVE_DIRECTIONS = ['up', 'down'] as const;
export type SocialMoveDirection = (typeof SOCIAL_MOVE_DIRECTIONS)[number];

/** `?id=&direction=up|down` of MoveSocialItem: one place earlier or later in the public order. */
export const socialItemMoveQuerySchema = z
  .object({
    id: positiveId,
    direction: z.enum(SOCIAL_MOVE_DIRECTIONS, { error: messages.directionInvalid }),
  })
  .strict();

const listOptions = {
  sortable: ['position', 'heading', 'dateCreated'],
  defaultSort: 'position',
  defaultDir: 'asc',
} as const;

/** The view of one kind's list as the screen keeps it in its URL (the kind is the screen's own). */
export const socialItemViewQuerySchema = listQuerySchema(listOptions);

/**
 * GET Feed/GetAllSocialAdmin: one kind's items, in their public order by default (`position`), or by
 * title or date added; searched in title and link; a date range on when each was added.
 */
export const socialItemListQuerySchema = listQuerySchema({
  ...listOptions,
  filters: { kind: socialKindSchema },
});
export type SocialItemListQuery = z.output<typeof socialItemListQuerySchema>;

/** One item as the admin screens show it. */
export const socialAdminItemSchema = z.object({
  id: z.number().int(),
  kind: socialKindSchema,
  heading: z.string(),
  /** The outbound link (for a video, its canonical watch link). */
  link: z.string(),
  videoId: z.string().nullable(),
  /** Relative to the asset base, or null. */
  imageUrl: z.string().nullable(),
  /** 1 is the first the public sees; `lastPosition` is the kind's last. */
  position: z.number().int(),
  lastPosition: z.number().int(),
  /** ISO times. */
  dateCreated: z.string(),
  updatedAt: z.string(),
});
export type SocialAdminItem = z.infer<typeof socialAdminItemSchema>;

export const socialItemListResponseSchema = listPageSchema(socialAdminItemSchema);
export type SocialItemListResponse = ListPage<SocialAdminItem>;

/** The answer of CreateSocialItem, UpdateSocialItem and MoveSocialItem. */
export const socialItemSaveResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  message: z.string(),
  item: socialAdminItemSchema,
});
export type SocialItemSaveResponse = z.infer<typeof socialItemSaveResponseSchema>;

/** The answer of DeleteSocialItem. */
export const socialItemDeleteResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  message: z.string(),
});
export type SocialItemDeleteResponse = z.infer<typeof socialItemDeleteResponseSchema>;
