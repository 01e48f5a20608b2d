import { CtaBand } from '@/components/CtaBand';
import { DeviceSlider } from '@/components/DeviceSlider';
import { Hero } from '@/components/hero/Hero';
import { HomeSlider } from '@/components/slider/HomeSlider';
import { usePageTags } from '@/lib/page-tags';
import {
  capabilities,
  programmablePorts,
  technologyCta,
  technologyHero,
} from '../content/power-router-technology';

/** Power Router technology (docs/product.md §1.2, key PowerRouterTechnology). */
export function PowerRouterTechnologyPage() {
  usePageTags('PowerRouterTechnology');
  return (
    <>
      <Hero content={technologyHero} />
      <HomeSlider title={capabilities.title} intro={capabilities.intro} items={capabilities.items} />
      <DeviceSlider content={programmablePorts} />
      <CtaBand {...technologyCta} />
    </>
  );
}
