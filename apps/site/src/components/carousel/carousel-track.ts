/** One slide of the track: the item, its React key, whether it is a looping copy, and its place. */
export interface TrackSlide<T> {
  item: T;
  key: string;
  clone: boolean;
  position: number;
}

/**
 * The carousel's slides in track order: when it loops, a copy of the last item comes first and a copy of
 * the first comes last, so moving past either end slides on before jumping back.
 */
export function carouselTrack<T>(items: T[], getKey: (item: T) => string, looping: boolean): TrackSlide<T>[] {
  const track: TrackSlide<T>[] = items.map((item, position) => ({
    item,
    key: getKey(item),
    clone: false,
    position,
  }));
  const first = items[0];
  const last = items[items.length - 1];
  if (looping && first !== undefined && last !== undefined) {
    track.unshift({
      item: last,
      key: `clone-start-${getKey(last)}`,
      clone: true,
      position: items.length - 1,
    });
    track.push({ item: first, key: `clone-end-${getKey(first)}`, clone: true, position: 0 });
  }
  return track;
}
