import { documents } from '@/lib/asset-paths';

/** The resources page's addresses and fixed texts (docs/product.md §2.2). */
export const RESOURCES_PATH = '/resources';

/** /resources/electrification/page_{e}/datacenter/page_{d}: both lists' pages in the address. */
export const resourcesPath = (electrificationPage: number, datacenterPage: number) =>
  `${RESOURCES_PATH}/electrification/page_${electrificationPage}/datacenter/page_${datacenterPage}`;

export const resourcesText = {
  title: 'Resources',
  intro: 'Case studies from the field: how the Power Router electrifies buildings, fleets and data centers.',
  featured: 'Featured Case Studies',
  electrification: 'Electrification',
  datacenter: 'Datacenter',
  specSheet: 'Spec Sheet',
  brochure: 'Brochure',
} as const;

/** The Electrification section's two dropdowns: PDFs for building and vehicle electrification. */
export const electrificationDocuments = {
  specSheet: [
    { title: 'Building Electrification', path: documents.buildingSpecSheet },
    { title: 'Vehicle Electrification', path: documents.vehicleSpecSheet },
  ],
  brochure: [
    { title: 'Building Electrification', path: documents.buildingBrochure },
    { title: 'Vehicle Electrification', path: documents.vehicleBrochure },
  ],
} as const;
