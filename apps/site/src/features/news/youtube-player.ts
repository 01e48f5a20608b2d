/**
 * The YouTube iframe API, loaded on demand (docs/product.md §2.7: the third-party player script loads only when
 * asked for). Offline or blocked, the promise rejects and the caller keeps its thumbnail and link.
 */
export const YOUTUBE_API_URL = 'https://www.youtube.com/iframe_api';
/** docs/product.md §2.7: the player's default size; the panel sets the height to 300. */
export const PLAYER_DEFAULT_WIDTH = 640;
export const PLAYER_DEFAULT_HEIGHT = 390;
export const SOCIAL_PLAYER_HEIGHT = 300;
const LOAD_TIMEOUT_MS = 10_000;

interface YouTubePlayerOptions {
  width?: number | string;
  height?: number | string;
  videoId: string;
  host?: string;
  playerVars?: Record<string, string | number>;
  events?: {
    onReady?: (event: { target: { playVideo(): void } }) => void;
    onError?: () => void;
  };
}

export interface YouTubeApi {
  Player: new (element: HTMLElement, options: YouTubePlayerOptions) => { destroy(): void };
}

declare global {
  interface Window {
    YT?: Partial<YouTubeApi>;
    onYouTubeIframeAPIReady?: () => void;
  }
}

let loading: Promise<YouTubeApi> | undefined;

export function loadYouTubeApi(): Promise<YouTubeApi> {
  if (window.YT?.Player) return Promise.resolve(window.YT as YouTubeApi);
  loading ??= new Promise<YouTubeApi>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      window.clearTimeout(timer);
      script.remove();
      loading = undefined;
      reject(new Error('The YouTube player could not be loaded.'));
    };
    const timer = window.setTimeout(fail, LOAD_TIMEOUT_MS);
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      window.clearTimeout(timer);
      if (window.YT?.Player) resolve(window.YT as YouTubeApi);
      else fail();
    };
    script.src = YOUTUBE_API_URL;
    script.async = true;
    script.onerror = fail;
    document.head.append(script);
  });
  return loading;
}

/** A thumbnail of the video from YouTube's image host (it may fail offline: callers keep a placeholder). */
export const youtubeThumbnail = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;
