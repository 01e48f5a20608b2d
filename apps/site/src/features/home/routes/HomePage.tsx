import { HomeSlider } from '@/components/slider/HomeSlider';
import { usePageTags } from '@/lib/page-tags';
import { useServerData } from '@/lib/server-data';
import type { HomeData } from '../api/useHeroTexts';
import { DatacenterProducts } from '../components/DatacenterProducts';
import { HomeHero } from '../components/HomeHero';
import { SolutionVideoSection } from '../components/SolutionVideoSection';
import { differenceSlider, solutionSections } from '../content/home-content';

/** Home (docs/product.md §1): small shared pieces; the hero's texts come with the page the server rendered. */
export function HomePage() {
  usePageTags('Home');
  const data = useServerData<HomeData>();
  return (
    <>
      <HomeHero initialTexts={data?.hero} />
      <HomeSlider
        title={differenceSlider.title}
        intro={differenceSlider.intro}
        items={differenceSlider.items}
        tone="dark"
      />
      {solutionSections.map((section, position) => (
        <SolutionVideoSection key={section.id} section={section} reversed={position % 2 === 1} />
      ))}
      <DatacenterProducts />
    </>
  );
}
