import { HomeSlider } from '../../../components/slider/HomeSlider';
import { usePageTags } from '../../../lib/page-tags';
import { DatacenterProducts } from '../components/DatacenterProducts';
import { HomeHero } from '../components/HomeHero';
import { SolutionVideoSection } from '../components/SolutionVideoSection';
import { differenceSlider, solutionSections } from '../content/home-content';

/** Home (spec/01): loaded eagerly by the router, so it only composes small shared pieces. */
export function HomePage() {
  usePageTags('Home');
  return (
    <>
      <HomeHero />
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
