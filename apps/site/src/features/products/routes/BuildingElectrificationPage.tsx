import { CtaBand } from '@/components/CtaBand';
import { DeviceSlider } from '@/components/DeviceSlider';
import { Hero } from '@/components/hero/Hero';
import { usePageTags } from '@/lib/page-tags';
import { BlockSection } from '../components/BlockSection';
import { FeatureSlider } from '../components/FeatureSlider';
import {
  buildingBlocks,
  buildingBlocksIntro,
  buildingCta,
  buildingHero,
  secureFuture,
} from '../content/building-electrification';

/** Building electrification / microgrid (docs/product.md §1.2, key BuildingElectrification). */
export function BuildingElectrificationPage() {
  usePageTags('BuildingElectrification');
  return (
    <>
      <Hero content={buildingHero} />
      <FeatureSlider />
      <BlockSection id="building-blocks-title" {...buildingBlocksIntro} blocks={buildingBlocks} />
      <DeviceSlider content={secureFuture} />
      <CtaBand {...buildingCta} />
    </>
  );
}
