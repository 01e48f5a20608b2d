/**
 * Social items and an in-memory stand-in for their calls, for the stories and tests: no network. Not
 * imported by the screens themselves, so never part of the built site.
 */
import type { SocialKind } from '@ohmstead/contracts/feeds';
import { socialItemMessages } from '@ohmstead/contracts/social-items';
import {
  type SocialAdminItem,
  socialItemFormSchema,
  socialItemViewQuerySchema,
} from '@ohmstead/contracts/social-items-schemas';
import { never, ok, pageFor } from '@/lib/fake-answers';
import type { SocialAdminApi } from './api/social-api';

type Stored = Omit<SocialAdminItem, 'position' | 'lastPosition'>;

const at = (day: number) => new Date(Date.UTC(2026, 2, day, 9)).toISOString();

/** In public order, first first. */
export function sampleSocialItems(): Stored[] {
  const video = (id: number, heading: string, videoId: string, day: number): Stored => ({
    id,
    kind: 'Youtube',
    heading,
    link: `https://www.youtube.com/watch?v=${videoId}`,
    videoId,
    imageUrl: null,
    dateCreated: at(day),
    updatedAt: at(day),
  });
  const logo = (id: number, heading: string, slug: string, day: number): Stored => ({
    id,
    kind: 'ExternalLink',
    heading,
    link: `https://www.example-${slug}.com/2025/ohmstead-power-series-a`,
    videoId: null,
    imageUrl: `/images/logos/${slug}.svg`,
    dateCreated: at(day),
    updatedAt: at(day),
  });
  return [
    video(1, 'The Power Router Explained in 3 Minutes', 'Xq7mP2rLw9A', 20),
    video(2, 'Depot Charging Tour: 8 Vans, One Router', 'bT4nK8sVd2E', 12),
    video(3, 'Medium Voltage to the Chip (Summit Talk)', 'H3jR6yWp0Zc', 2),
    logo(4, 'Energy Ledger', 'energy-ledger', 5),
    logo(5, 'GridBeat', 'gridbeat', 4),
    {
      id: 6,
      kind: 'LinkedIn',
      heading: 'We are hiring field services engineers',
      link: 'https://www.linkedin.com/posts/ohmstead-power_hiring-activity-7298765432101234567-mNoP',
      videoId: null,
      imageUrl: '/feeds/linkedin/hiring.svg',
      dateCreated: at(8),
      updatedAt: at(8),
    },
  ];
}

/**
 * The calls answered from a list kept in memory (its order is the public order), as the server does.
 * `pending` never answers the list (loading); `failList` answers it with an error, `failSave` a save.
 */
export function fakeSocialApi(
  items: Stored[] = sampleSocialItems(),
  { pending = false, failList, failSave }: { pending?: boolean; failList?: string; failSave?: string } = {},
): SocialAdminApi {
  const order = [...items];
  let nextId = 100;
  const ofKind = (kind: SocialKind) => order.filter((item) => item.kind === kind);
  const ranked = (item: Stored): SocialAdminItem => {
    const kindItems = ofKind(item.kind);
    return { ...item, position: kindItems.indexOf(item) + 1, lastPosition: kindItems.length };
  };
  const notFound = { ok: false as const, status: 404, message: socialItemMessages.notFound };
  return {
    async list(kind, apiQuery) {
      if (pending) return never();
      if (failList) return { ok: false, status: 500, message: failList };
      const query = socialItemViewQuerySchema.parse(Object.fromEntries(new URLSearchParams(apiQuery)));
      const text = query.search?.toLowerCase();
      const key = (item: SocialAdminItem) =>
        query.sort === 'heading'
          ? item.heading.toLowerCase()
          : query.sort === 'dateCreated'
            ? item.dateCreated
            : String(item.position).padStart(6, '0');
      const matching = ofKind(kind)
        .map(ranked)
        .filter((item) => !text || `${item.heading} ${item.link}`.toLowerCase().includes(text))
        .sort((a, b) => key(a).localeCompare(key(b)) * (query.dir === 'asc' ? 1 : -1));
      return pageFor(matching, query);
    },
    async create(kind, form, image) {
      if (failSave) return { ok: false, status: 400, message: failSave };
      const values = socialItemFormSchema(kind).parse(form);
      const item: Stored = {
        id: nextId++,
        kind,
        ...values,
        imageUrl: image ? `/uploads/social/${image.name}` : null,
        dateCreated: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      };
      order.unshift(item);
      return ok({ responseStatusCode: 200, message: socialItemMessages.created, item: ranked(item) });
    },
    async update(id, form, image) {
      if (failSave) return { ok: false, status: 400, message: failSave };
      const item = order.find((existing) => existing.id === id);
      if (!item) return notFound;
      Object.assign(item, socialItemFormSchema(item.kind).parse(form));
      if (image) item.imageUrl = `/uploads/social/${image.name}`;
      return ok({ responseStatusCode: 200, message: socialItemMessages.updated, item: ranked(item) });
    },
    async move(id, direction) {
      const item = order.find((existing) => existing.id === id);
      if (!item) return notFound;
      const kindItems = ofKind(item.kind);
      const neighbour = kindItems[kindItems.indexOf(item) + (direction === 'up' ? -1 : 1)];
      if (!neighbour)
        return {
          ok: false,
          status: 409,
          message: direction === 'up' ? socialItemMessages.alreadyFirst : socialItemMessages.alreadyLast,
        };
      const a = order.indexOf(item);
      const b = order.indexOf(neighbour);
      [order[a], order[b]] = [neighbour, item];
      return ok({ responseStatusCode: 200, message: socialItemMessages.moved, item: ranked(item) });
    },
    async remove(id) {
      const index = order.findIndex((existing) => existing.id === id);
      if (index < 0) return notFound;
      order.splice(index, 1);
      return ok({ responseStatusCode: 200, message: socialItemMessages.deleted });
    },
  };
}
