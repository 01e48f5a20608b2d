import { CtaBand } from '@/components/CtaBand';
import { DeviceSlider } from '@/components/DeviceSlider';
import { Hero } from '@/components/hero/Hero';
import { usePageTags } from '@/lib/page-tags';
import { BlockSection } from '../components/BlockSection';
import { FeatureSlider } from '../components/FeatureSlider';
import {
  reliabilitySlider,
  vehicleBlocks,
  vehicleBlocksIntro,
  vehicleCta,
  vehicleHero,
} from '../content/vehicle-electrification';

/** Vehicle electrification (docs/product.md §1.2, key VehicleElectrification). */
export function VehicleElectrificationPage() {
  usePageTags('VehicleElectrification');
  return (
    <>
      <Hero content={vehicleHero} />
      <FeatureSlider />
      <BlockSection id="vehicle-blocks-title" {...vehicleBlocksIntro} blocks={vehicleBlocks} />
      <DeviceSlider content={reliabilitySlider} />
      <CtaBand {...vehicleCta} />
    </>
  );
}
