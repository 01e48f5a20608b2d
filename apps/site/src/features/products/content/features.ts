import { image } from '@/lib/asset-paths';

/** The seven-item feature slider shared by the vehicle and building pages (docs/product.md §1). */
export interface Feature {
  figure: string;
  title: string;
  text: string;
  icon: string;
}

const icon = (position: number) => image.features[position] ?? '';

export const features: Feature[] = [
  {
    figure: 'Up to 98%',
    title: 'Efficiency',
    text: 'Silicon-carbide conversion and a single conversion stage keep losses low from the grid to every load.',
    icon: icon(0),
  },
  {
    figure: 'Up to 50%',
    title: 'Lower installation cost',
    text: 'One device replaces the transformer, switchgear and separate converters, cutting equipment, trenching and labour.',
    icon: icon(1),
  },
  {
    figure: 'Up to 70%',
    title: 'Lower utility bills',
    text: 'On-site solar, storage and smart load control shave demand peaks and shift consumption to the cheapest hours.',
    icon: icon(2),
  },
  {
    figure: 'Less than 2 hours',
    title: 'Cloud commissioning',
    text: 'Ports, protection settings and grid profiles are configured remotely, without a specialist on site.',
    icon: icon(3),
  },
  {
    figure: 'Up to 8',
    title: 'Vehicles charged at once',
    text: 'Dynamic power sharing allocates capacity between charging ports in real time, depending on configuration.',
    icon: icon(4),
  },
  {
    figure: 'Up to 10x',
    title: 'Less copper',
    text:
      'Medium-frequency transformers need a fraction of the windings of a 60 Hz unit, and DC distribution ' +
      'carries the same power through lighter cables.',
    icon: icon(5),
  },
  {
    figure: 'Up to 10x',
    title: 'Footprint reduction',
    text:
      'Modular power stages replace the transformer, switchgear and converters that used to fill a yard ' +
      'with one compact enclosure.',
    icon: icon(6),
  },
];
