import type { DeviceStatus } from '@ohmstead/contracts/devices';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import basemap from './triangle-basemap.json';
import 'leaflet/dist/leaflet.css';
import './SitesMap.css';

/** A point on the map: a site, or a device of one site. */
export interface MapPoint {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  /** The status that colours it (for a site, its worst device's). */
  status: DeviceStatus | 'none';
  detail?: string;
}

/** Fill colours by status, each 3:1 against the light basemap (the list beside the map says it in words). */
const COLOURS: Record<MapPoint['status'], string> = {
  online: '#1b7f2a',
  charging: '#0b5cad',
  updating: '#6a3d9a',
  fault: '#c0330f',
  offline: '#5f6b76',
  // Never drawn (the server leaves devices out of service off the map); the record names every status.
  decommissioned: '#5f6b76',
  none: '#5f6b76',
};

/**
 * An offline map (docs/decisions/0031-devices-and-ota.md): Leaflet over the basemap shipped in the repository
 * (the Research Triangle's counties and towns, scripts/maps/make-basemap.mjs), no tile service. Points are
 * circle markers coloured by status, named in their tooltips; choosing one calls `onSelect`. The map is a
 * picture of the list beside it, which carries the same points for the keyboard and screen readers.
 */
export function SitesMap({
  points,
  label,
  selected,
  onSelect,
  className,
}: {
  points: MapPoint[];
  label: string;
  selected?: number | null;
  onSelect?: (id: number) => void;
  className?: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const fitted = useRef(false);

  useEffect(() => {
    if (!container.current) return;
    const instance = L.map(container.current, {
      zoomSnap: 0.25,
      minZoom: 7,
      maxZoom: 18,
      attributionControl: true,
    });
    instance.attributionControl
      .setPrefix(false)
      .addAttribution((basemap as { attribution: string }).attribution);
    L.geoJSON(basemap as GeoJSON.FeatureCollection, {
      style: (item) =>
        item?.properties?.kind === 'state'
          ? { color: '#7b8794', weight: 2, fill: true, fillColor: '#f2efe6', fillOpacity: 1 }
          : { color: '#9aa5b1', weight: 1, dashArray: '4 3', fillColor: '#e8f0e3', fillOpacity: 0.8 },
      pointToLayer: (item, at) =>
        L.marker(at, {
          interactive: false,
          keyboard: false,
          icon: L.divIcon({ className: 'sites-map__town', html: '', iconSize: [6, 6] }),
        }).bindTooltip(String(item.properties?.name ?? ''), {
          permanent: true,
          direction: 'right',
          className: 'sites-map__town-label',
        }),
    }).addTo(instance);
    instance.setView([35.85, -78.8], 10);
    layer.current = L.layerGroup().addTo(instance);
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
      fitted.current = false;
    };
  }, []);

  useEffect(() => {
    const instance = map.current;
    const group = layer.current;
    if (!instance || !group) return;
    group.clearLayers();
    for (const point of points) {
      const isSelected = point.id === selected;
      L.circleMarker([point.latitude, point.longitude], {
        radius: isSelected ? 12 : 9,
        color: isSelected ? '#111' : '#fff',
        weight: isSelected ? 3 : 2,
        fillColor: COLOURS[point.status],
        fillOpacity: 0.95,
      })
        .bindTooltip(point.detail ? `${point.name} — ${point.detail}` : point.name)
        .on('click', () => onSelect?.(point.id))
        .addTo(group);
    }
    if (!fitted.current && points.length > 0) {
      fitted.current = true;
      const bounds = L.latLngBounds(
        points.map((point) => [point.latitude, point.longitude] as [number, number]),
      );
      instance.fitBounds(bounds.pad(points.length === 1 ? 0.002 : 0.15), { maxZoom: 17 });
    }
  }, [points, selected, onSelect]);

  return <div ref={container} className={`sites-map ${className ?? ''}`} role="region" aria-label={label} />;
}
