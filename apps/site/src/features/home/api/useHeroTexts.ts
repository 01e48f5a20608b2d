import { useEffect, useState } from 'react';
import { homeHero } from '../content/home-content';

export interface HeroTexts {
  beforeTitle: string;
  title: string;
  text: string;
}

const builtIn: HeroTexts = { beforeTitle: homeHero.eyebrow, title: homeHero.title, text: homeHero.text };

/** The Home page's data when the server renders it (server/page-data.ts). */
export interface HomeData {
  hero: HeroTexts;
}

/**
 * The Home hero's texts, which an administrator can change (Update Home Configuration). A page the server
 * rendered has them already (`initial`). Otherwise the built-in texts render at once, so first paint never
 * waits; the public GetHero answer replaces them only where it differs. The schema library and API client
 * load after first paint, like the page tags'.
 */
export function useHeroTexts(initial?: HeroTexts): HeroTexts {
  const [texts, setTexts] = useState(initial ?? builtIn);
  const [fromServer] = useState(initial !== undefined);
  useEffect(() => {
    if (fromServer) return;
    const controller = new AbortController();
    void loadHero(controller.signal).then((result) => {
      if (controller.signal.aborted || !result.ok || result.data.responseStatusCode !== 200) return;
      const { beforeTitle, title, text } = result.data;
      setTexts((current) =>
        current.beforeTitle === beforeTitle && current.title === title && current.text === text
          ? current
          : { beforeTitle, title, text },
      );
    });
    return () => controller.abort();
  }, [fromServer]);
  return texts;
}

/** GET HomeConfiguration/GetHero (the server rendering asks the same way). */
export async function loadHero(signal?: AbortSignal) {
  const [{ heroResponseSchema }, { apiRequest }] = await Promise.all([
    import('@ohmstead/contracts/home-configuration'),
    import('@/lib/api'),
  ]);
  return apiRequest('HomeConfiguration/GetHero', heroResponseSchema, { signal });
}
