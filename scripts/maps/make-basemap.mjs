// Makes the Application Engineering map's basemap (docs/decisions/0031-devices-and-ota.md): the counties of
// the Research Triangle, North Carolina, and the state's outline,
// from the U.S. Census Bureau's boundaries as us-atlas ships them (ISC licence), with the towns' names. The
// output is committed: the map needs no tile service and nothing from the network at run time.
//
//   node scripts/maps/make-basemap.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const counties = JSON.parse(readFileSync(require.resolve('us-atlas/counties-10m.json'), 'utf8'));
const states = JSON.parse(readFileSync(require.resolve('us-atlas/states-10m.json'), 'utf8'));

/** Wake, Durham, Orange, Chatham, Johnston, Granville, Person, Harnett, Lee, Franklin, Alamance, Nash, Vance. */
const TRIANGLE = [
  '37183',
  '37063',
  '37135',
  '37037',
  '37101',
  '37077',
  '37145',
  '37085',
  '37105',
  '37069',
  '37001',
  '37127',
  '37181',
];
const round = (coordinates) =>
  typeof coordinates[0] === 'number'
    ? coordinates.map((value) => Math.round(value * 10_000) / 10_000)
    : coordinates.map(round);
const slim = (item, properties) => ({
  type: 'Feature',
  properties,
  geometry: { type: item.geometry.type, coordinates: round(item.geometry.coordinates) },
});

const countyFeatures = feature(counties, counties.objects.counties)
  .features.filter((item) => TRIANGLE.includes(String(item.id)))
  .map((item) => slim(item, { kind: 'county', name: `${item.properties.name} County` }));
const state = feature(states, states.objects.states).features.find((item) => String(item.id) === '37');
const towns = [
  ['Raleigh', 35.7796, -78.6382],
  ['Durham', 35.994, -78.8986],
  ['Chapel Hill', 35.9132, -79.0558],
  ['Cary', 35.7915, -78.7811],
  ['Morrisville', 35.8235, -78.8256],
  ['Research Triangle Park', 35.9049, -78.8606],
  ['Apex', 35.7327, -78.8503],
  ['Wake Forest', 35.9799, -78.5097],
].map(([name, lat, lon]) => ({
  type: 'Feature',
  properties: { kind: 'town', name },
  geometry: { type: 'Point', coordinates: [lon, lat] },
}));

const basemap = {
  type: 'FeatureCollection',
  attribution: 'Boundaries: U.S. Census Bureau (via us-atlas)',
  features: [slim(state, { kind: 'state', name: 'North Carolina' }), ...countyFeatures, ...towns],
};
const out = path.join(root, 'apps', 'site', 'src', 'features', 'devices', 'map', 'triangle-basemap.json');
writeFileSync(out, `${JSON.stringify(basemap)}\n`);
console.log(
  `${out}: ${countyFeatures.length} counties, ${towns.length} towns, ${readFileSync(out).length} bytes`,
);
