#!/usr/bin/env node
// Writes the product brochures (2 pages), spec sheets (1-2 pages) and the Power Router installation and
// safety manual (the chat widget's Installation Assistant links it) as PDF files into
// apps/server/assets/documents, and the articles, press releases and case studies of the server's demo
// feeds into apps/server/assets/feeds/documents, using pdf-lib and the standard PDF fonts (nothing embedded, so
// every file stays far below the 60 KB budget).
//
//   node scripts/media/generate-documents.mjs
//
// Output is deterministic (fixed document dates), so re-running only changes files whose content
// changed here.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LineCapStyle, PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { loadDemoFeeds, loadSafetyContent } from './names.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT = join(ROOT, 'apps', 'server', 'assets', 'documents');
const FEED_OUT = join(ROOT, 'apps', 'server', 'assets', 'feeds', 'documents');
const DOC_DATE = new Date('2025-03-01T12:00:00Z');
const REVISION = 'Rev. C, March 2025';

const hex = (h) =>
  rgb(
    parseInt(h.slice(1, 3), 16) / 255,
    parseInt(h.slice(3, 5), 16) / 255,
    parseInt(h.slice(5, 7), 16) / 255,
  );
const C = {
  navy900: hex('#061a30'),
  navy800: hex('#0b2a4a'),
  navy700: hex('#123b63'),
  teal: hex('#39d0a8'),
  teal2: hex('#1fa884'),
  teal100: hex('#dcf7ef'),
  amber: hex('#f2a93b'),
  ink: hex('#14202e'),
  muted: hex('#4a5868'),
  line: hex('#d5dde6'),
  alt: hex('#f3f6f9'),
  white: rgb(1, 1, 1),
};

const COMPANY = {
  name: 'Ohmstead Power, Inc.',
  address: '1200 Innovation Way, Suite 300, Cary, NC 27513',
  email: 'info@ohmsteadpower.com',
  phone: '+1 (919) 555-0142',
  web: 'ohmsteadpower.com',
};

const CLAIMS = {
  efficiency: ['98%', 'Up to 98% efficiency'],
  install: ['50%', 'Up to 50% lower installation cost'],
  bills: ['70%', 'Up to 70% lower utility bills'],
  commissioning: ['< 2 h', 'Cloud commissioning in less than 2 hours'],
  vehicles: ['8', 'Up to 8 vehicles charged at once'],
  footprint: ['10x', 'Up to 10x footprint reduction'],
  copper: ['10x', 'Up to 10x less copper'],
  gain: ['10%', 'Up to 10% efficiency gain'],
};

// -------------------------------------------------------------------------------------------
// Specifications (plausible engineering values, consistent with the published facts:
// 400-480 VAC input, 270 A, 200 kVA, IP65, up to 98% efficiency).
const COMPLIANCE_ROUTER = [
  ['Grid interconnection', 'Designed to meet UL 1741 SB and IEEE 1547-2018'],
  ['EV charging', 'Designed to meet UL 2202 and UL 9741 (bidirectional)'],
  ['Safety', 'Designed to meet UL 62109-1 / IEC 62109-1, NEC 2023'],
  ['EMC', 'FCC Part 15 Class A'],
];
const ROUTER_CORE = {
  input: [
    ['AC grid input', '400-480 VAC, 3-phase + PE, 50/60 Hz'],
    ['Maximum input current', '270 A'],
    ['Rated power', '200 kVA continuous'],
    ['Power factor', '> 0.99 at rated power, adjustable 0.8 lead/lag'],
    ['Current THD', '< 3% at rated power'],
  ],
  ports: [
    ['Programmable ports', 'Up to 8, software-assigned as source, load or storage'],
    ['DC port voltage range', '150-1000 VDC'],
    ['AC port voltage range', '208-480 VAC, 50/60 Hz'],
    ['Maximum power per port', '200 kW (shared dynamically across ports)'],
    ['Isolation', 'Galvanic isolation on every port (medium-frequency transformer)'],
    ['Direction', 'Bidirectional on all ports; grid-forming and grid-following'],
  ],
  performance: [
    ['Peak efficiency', 'Up to 98%'],
    ['Semiconductor technology', 'Silicon carbide (SiC) MOSFETs'],
    ['Response time', '< 20 ms to a load or source change'],
    ['Standby consumption', '< 60 W'],
  ],
  mechanical: [
    ['Dimensions (W x D x H)', '1100 x 600 x 1800 mm (43.3 x 23.6 x 70.9 in)'],
    ['Weight', '620 kg (1,367 lb)'],
    ['Enclosure rating', 'IP65, outdoor rated, powder-coated steel'],
    ['Cooling', 'Forced air, variable-speed fans, N+1'],
    ['Cable entry', 'Bottom entry, gland plates for each port'],
  ],
  environment: [
    ['Operating temperature', '-40 °C to +50 °C (derating above 45 °C)'],
    ['Relative humidity', '0-95%, non-condensing'],
    ['Altitude', 'Up to 2,000 m without derating'],
    ['Acoustic noise', '< 65 dBA at 1 m'],
  ],
  comms: [
    ['Interfaces', 'Ethernet (2x), LTE, Wi-Fi for service'],
    ['Protocols', 'Modbus TCP, OCPP 2.0.1, IEEE 2030.5, OpenADR 2.0b, SunSpec'],
    ['Commissioning', 'Cloud commissioning in less than 2 hours'],
    ['Monitoring', 'Ohmstead cloud portal and open REST API'],
  ],
  warranty: [['Warranty', '10 years standard, extended service plans available']],
};

const PRODUCTS = {
  vehicle: {
    also: ['bills', 'footprint', 'copper'],
    name: 'Power Router for Vehicle Electrification',
    short: 'Fleet EV charging',
    model: 'OP-PR200-V',
    tagline: 'Charge more vehicles on the service you already have.',
    intro:
      'The Ohmstead Power Router is a multi-port solid-state transformer that connects the grid, on-site solar, battery storage and up to eight electric vehicles through a single compact cabinet. Power is shared dynamically between vehicles in real time, so depots charge more of the fleet without a costly service upgrade.',
    body: [
      'Conventional charging depots stack a utility transformer, switchgear, inverters and a separate charger for every vehicle. The Power Router replaces that chain with one bidirectional, galvanically isolated device whose ports are assigned in software. The result is less equipment to buy, permit, install and maintain.',
      'Because every port is bidirectional, parked vehicles can also support the site and the grid: vehicle-to-grid (V2G), virtual power plant (VPP) participation and demand response are built in, turning idle fleet batteries into a revenue stream.',
    ],
    benefits: ['vehicles', 'efficiency', 'install', 'commissioning'],
    features: [
      'Dynamic power sharing across up to 8 vehicles',
      'Bidirectional, V2G-ready ports',
      'Solar and storage integration on the same cabinet',
      'Galvanic isolation on every port',
      'OCPP 2.0.1 and open APIs for fleet software',
      'IP65 outdoor enclosure for depots and parking lots',
    ],
    applications: [
      'Transit and school bus depots',
      'Last-mile delivery fleets',
      'Municipal and utility fleets',
      'Workplace and multi-family charging',
    ],
    specs: ROUTER_CORE,
    compliance: COMPLIANCE_ROUTER,
    extra: [
      ['Vehicles charged at once', 'Up to 8, depending on configuration'],
      ['Charging output', 'CCS1 / NACS (SAE J3400) dispensers, 150-1000 VDC'],
    ],
  },
  building: {
    also: ['vehicles', 'footprint', 'copper'],
    name: 'Power Router for Building Electrification',
    short: 'Microgrids and buildings',
    model: 'OP-PR200-B',
    tagline: 'Simple, scalable microgrids for electrified buildings.',
    intro:
      'The Ohmstead Power Router brings solar, storage, heat pumps, EV chargers and the utility together on one solid-state platform. It forms and manages a building microgrid that keeps critical loads running, lowers energy bills and simplifies utility interconnection.',
    body: [
      'Electrifying a building usually means a larger service, new switchgear and a patchwork of inverters and controllers. The Power Router consolidates them into a single programmable cabinet with galvanically isolated, bidirectional ports, and presents one point of common coupling to the utility.',
      'Grid-forming operation lets the site ride through outages in island mode, while smart dispatch of solar and storage shaves peaks and shifts load to cut utility bills by up to 70%.',
    ],
    benefits: ['bills', 'install', 'efficiency', 'commissioning'],
    features: [
      'Grid-forming and grid-following operation',
      'Seamless islanding for critical loads',
      'Solar, storage, heat pump and EV ports on one cabinet',
      'Single point of interconnection simplifies permitting',
      'Modular: add Power Routers as the site grows',
      'IP65 enclosure for rooftops and plant rooms',
    ],
    applications: [
      'Commercial offices and retail',
      'Schools and campuses',
      'Multi-family housing',
      'Light industrial and warehouses',
    ],
    specs: ROUTER_CORE,
    compliance: COMPLIANCE_ROUTER,
    extra: [
      ['Microgrid modes', 'Grid-tied, islanded, seamless transfer < 20 ms'],
      ['Paralleling', 'Up to 8 Power Routers on a common DC bus'],
    ],
  },
  evCharging: {
    also: [],
    name: 'Power Router EV Charging System',
    short: 'EV charging',
    model: 'OP-PR200-EV',
    tagline: 'High-power charging without the switchgear room.',
    intro:
      'A complete DC fast-charging system built around the Ohmstead Power Router: one 200 kVA cabinet feeds up to eight dispensers and shares power dynamically between them, with optional battery buffering for sites with limited grid capacity.',
    specs: ROUTER_CORE,
    compliance: COMPLIANCE_ROUTER,
    features: [
      'Up to 8 dispensers from one cabinet',
      'Dynamic power sharing in real time',
      'Optional battery buffer for peak shaving',
      'Bidirectional, V2G-ready',
    ],
    extra: [
      ['Dispensers', 'Up to 8, CCS1 and NACS (SAE J3400) connectors'],
      ['Power per dispenser', 'Up to 200 kW, shared dynamically'],
      ['Cable length', '5 m standard, 7.5 m optional, cable management included'],
    ],
  },
  bridge: {
    also: ['install', 'commissioning'],
    name: 'Power Bridge',
    short: 'Medium-voltage solid-state transformer',
    model: 'OP-PB1000-MV',
    tagline: 'From medium voltage straight to the rack.',
    intro:
      'The Ohmstead Power Bridge is a medium-voltage solid-state transformer for AI datacenters. It converts utility medium voltage directly to an 800 V DC distribution bus, removing the low-frequency transformer, the low-voltage switchgear and several conversion stages between the substation and the servers.',
    body: [
      'Every conversion stage wastes energy and floor space. By going from medium voltage to DC in a single isolated stage, the Power Bridge delivers up to a 10% efficiency gain across the power chain, up to 10x less copper and up to a 10x smaller footprint than a conventional transformer-and-UPS line-up.',
      'Modular power cells are hot-swappable and N+1 redundant, and the bridge integrates battery energy storage directly on its DC bus to ride through grid disturbances and smooth the fast load swings of AI training workloads.',
    ],
    benefits: ['gain', 'copper', 'footprint', 'efficiency'],
    features: [
      'Medium voltage to 800 V DC in one isolated stage',
      'N+1 redundant, hot-swappable power cells',
      'Direct battery integration on the DC bus',
      'Absorbs GPU load transients at the source',
      'Galvanic isolation, SiC power semiconductors',
      'IP65 outdoor or indoor installation',
    ],
    applications: [
      'AI training and inference datacenters',
      'Hyperscale and colocation halls',
      'Edge and modular datacenters',
    ],
    specs: {
      input: [
        ['MV input', '4.16-34.5 kV AC, 3-phase, 50/60 Hz (13.8 kV nominal)'],
        ['Rated power', '1 MW per Power Bridge, parallel up to 8 MW'],
        ['Power factor', '> 0.99'],
        ['Current THD', '< 3%'],
      ],
      ports: [
        ['DC output', '800 VDC (+/-400 VDC) distribution bus'],
        ['Auxiliary output', '400-480 VAC, 3-phase, up to 200 kVA'],
        ['Storage port', 'Battery energy storage, 700-1000 VDC'],
        ['Isolation', 'Galvanic isolation, medium-frequency transformer'],
      ],
      performance: [
        ['Peak efficiency', 'Up to 98%'],
        ['Power-chain efficiency gain', 'Up to 10% versus conventional'],
        ['Copper reduction', 'Up to 10x less copper'],
        ['Footprint reduction', 'Up to 10x'],
        ['Redundancy', 'N+1 power cells, hot-swappable'],
      ],
      mechanical: [
        ['Dimensions (W x D x H)', '2400 x 1200 x 2300 mm (94.5 x 47.2 x 90.6 in)'],
        ['Weight', '3,900 kg (8,598 lb)'],
        ['Enclosure rating', 'IP65 outdoor / IP54 indoor variant'],
        ['Cooling', 'Closed-loop liquid cooling, dry cooler included'],
      ],
      environment: [
        ['Operating temperature', '-30 °C to +50 °C'],
        ['Altitude', 'Up to 1,000 m without derating'],
      ],
      comms: [
        ['Interfaces', 'Ethernet (2x), fibre, Modbus TCP, IEC 61850'],
        ['Monitoring', 'Ohmstead cloud portal, DCIM integration via SNMP / Redfish'],
      ],
      warranty: [['Warranty', '10 years standard']],
    },
    compliance: [
      ['Safety', 'Designed to meet UL 347 and IEC 62477-2'],
      ['Grid interconnection', 'Designed to meet IEEE 1547-2018'],
      ['EMC', 'FCC Part 15 Class A'],
    ],
  },
  blade: {
    also: ['install', 'commissioning'],
    name: 'Power Blade',
    short: 'Ultra-high-density rack power',
    model: 'OP-BL36-2U',
    tagline: 'Ultra-high-density power in the rack for GenAI servers.',
    intro:
      'The Ohmstead Power Blade is a 2U rack power shelf that converts the 800 V DC bus directly to the 48 V (or 54 V) busbar of GenAI server racks. Six hot-swappable solid-state modules deliver up to 36 kW per shelf in a fraction of the space of conventional AC power supplies.',
    body: [
      'As accelerator racks climb past 100 kW, AC power supplies and their copper become the bottleneck. Fed from the Power Bridge, the Power Blade removes the AC stage from the white space entirely, freeing rack units for compute and cutting copper by up to 10x.',
      'Each module is independently monitored and replaceable without tools, and integrated capacitive buffering smooths the synchronous load steps of large GPU training jobs before they reach the facility.',
    ],
    benefits: ['efficiency', 'copper', 'footprint', 'gain'],
    features: [
      'Up to 36 kW in 2U',
      '800 VDC in, 48 V / 54 V DC busbar out',
      'Six hot-swappable modules, N+1 capable',
      'Integrated load-step buffering for GPU racks',
      'OCP ORv3 busbar compatible',
      'Per-module telemetry via Redfish',
    ],
    applications: ['GPU training clusters', 'Inference racks', 'OCP ORv3 racks'],
    specs: {
      input: [
        ['DC input', '800 VDC nominal (700-900 VDC)'],
        ['Alternative input', '400-480 VAC 3-phase (AC front-end variant)'],
      ],
      ports: [
        ['DC output', '48 V or 54 V DC busbar (ORv3)'],
        ['Output power', 'Up to 36 kW per 2U shelf (6 x 6 kW modules)'],
        ['Isolation', 'Galvanic isolation, reinforced'],
      ],
      performance: [
        ['Peak efficiency', 'Up to 98%'],
        ['Power density', '> 150 W/in3'],
        ['Hold-up', '20 ms at full load'],
        ['Redundancy', 'N+1 with 5 of 6 modules active'],
      ],
      mechanical: [
        ['Form factor', '2U, 19-inch / OCP ORv3 21-inch'],
        ['Dimensions (W x D x H)', '482 x 760 x 88 mm'],
        ['Weight', '24 kg (53 lb)'],
        ['Cooling', 'Front-to-back airflow; liquid cold-plate option'],
        ['Protection', 'IP20 (in-rack)'],
      ],
      environment: [['Operating temperature', '0 °C to +45 °C inlet']],
      comms: [['Interfaces', 'Redfish, PMBus, Ethernet management port']],
      warranty: [['Warranty', '5 years standard']],
    },
    compliance: [
      ['Safety', 'Designed to meet UL 62368-1 / IEC 62368-1'],
      ['EMC', 'FCC Part 15 Class A, EN 55032'],
    ],
  },
  router: {
    also: ['bills', 'vehicles', 'copper'],
    name: 'Power Router',
    short: 'Multi-port solid-state transformer',
    model: 'OP-PR200-DC',
    tagline: 'One router for every source and every load.',
    intro:
      'The Ohmstead Power Router is the world’s first multi-port solid-state transformer. It aggregates sources and loads (grid, solar, storage, generators, EV chargers and IT loads) on one programmable, galvanically isolated platform with up to 98% efficiency.',
    body: [
      'Instead of a chain of transformers, switchgear, inverters and converters, each port of the Power Router is configured in software as a source, a load or storage, AC or DC. Ports are bidirectional and the router can form its own grid or follow the utility.',
      'In the datacenter, Power Routers aggregate on-site generation and storage behind the Power Bridge, and in buildings and depots they form complete microgrids. Cloud commissioning takes less than two hours.',
    ],
    benefits: ['efficiency', 'install', 'footprint', 'commissioning'],
    features: [
      'Up to 8 programmable, bidirectional ports',
      'AC and DC ports, 150-1000 VDC / 208-480 VAC',
      'Grid-forming and grid-following',
      'Galvanic isolation on every port',
      'Parallel up to 8 routers on a common DC bus',
      'IP65 outdoor enclosure',
    ],
    applications: [
      'Datacenter source aggregation',
      'Building microgrids',
      'Fleet EV charging',
      'Solar + storage plants',
    ],
    specs: ROUTER_CORE,
    compliance: COMPLIANCE_ROUTER,
    extra: [['Paralleling', 'Up to 8 Power Routers on a common DC bus']],
  },
};

// -------------------------------------------------------------------------------------------
// Drawing helpers
const W = 612;
const H = 792;
const M = 48;

function wrap(text, font, size, maxWidth) {
  const words = text.split(/\s+/);
  const lines = [];
  let cur = '';
  for (const w of words) {
    const t = cur ? `${cur} ${w}` : w;
    if (font.widthOfTextAtSize(t, size) > maxWidth && cur) {
      lines.push(cur);
      cur = w;
    } else cur = t;
  }
  if (cur) lines.push(cur);
  return lines;
}

class Doc {
  static async create(meta) {
    const d = new Doc();
    d.pdf = await PDFDocument.create({ updateMetadata: false });
    d.f = await d.pdf.embedFont(StandardFonts.Helvetica);
    d.b = await d.pdf.embedFont(StandardFonts.HelveticaBold);
    d.pdf.setTitle(meta.title, { showInWindowTitleBar: true });
    d.pdf.setAuthor(COMPANY.name);
    d.pdf.setSubject(meta.subject);
    d.pdf.setKeywords(meta.keywords);
    d.pdf.setCreator('Ohmstead Power media generator');
    d.pdf.setProducer('pdf-lib');
    d.pdf.setLanguage('en-US');
    d.pdf.setCreationDate(meta.date ?? DOC_DATE);
    d.pdf.setModificationDate(meta.date ?? DOC_DATE);
    d.meta = meta;
    return d;
  }
  page() {
    this.p = this.pdf.addPage([W, H]);
    return this.p;
  }
  text(s, x, y, { size = 10, font = this.f, color = C.ink } = {}) {
    this.p.drawText(s, { x, y, size, font, color });
  }
  right(s, x, y, o = {}) {
    const font = o.font ?? this.f;
    this.text(s, x - font.widthOfTextAtSize(s, o.size ?? 10), y, o);
  }
  para(s, x, y, width, { size = 10, font = this.f, color = C.ink, leading = 1.45 } = {}) {
    for (const l of wrap(s, font, size, width)) {
      this.text(l, x, y, { size, font, color });
      y -= size * leading;
    }
    return y;
  }
  rect(x, y, w, h, color, o = {}) {
    this.p.drawRectangle({ x, y, width: w, height: h, color, ...o });
  }
  // y is the top of the mark in page coordinates; drawSvgPath uses an SVG (y-down) path from (x, y).
  mark(x, y, s, { tile = C.teal2, stroke = C.white, bolt = C.navy800 } = {}) {
    if (tile)
      this.p.drawSvgPath(
        'M11 0H37A11 11 0 0 1 48 11V37A11 11 0 0 1 37 48H11A11 11 0 0 1 0 37V11A11 11 0 0 1 11 0Z',
        { x, y, scale: s, color: tile },
      );
    this.p.drawSvgPath('M11 37H19V33.4A12 12 0 1 1 29 33.4V37H37', {
      x,
      y,
      scale: s,
      borderColor: stroke,
      borderWidth: 3.6 * s,
      borderLineCap: LineCapStyle.Round,
    });
    this.p.drawSvgPath('M26.2 12.5L19.4 24.2H23.6L21.6 33L28.8 20.6H24.6Z', { x, y, scale: s, color: bolt });
  }
  header(kind, title, subtitle) {
    this.rect(0, H - 96, W, 96, C.navy800);
    this.rect(0, H - 100, W, 4, C.teal);
    this.mark(M, H - 22, 0.78);
    this.text('Ohmstead', M + 48, H - 45, { size: 19, font: this.b, color: C.white });
    this.text('Power', M + 48 + this.b.widthOfTextAtSize('Ohmstead', 19) + 5, H - 45, {
      size: 19,
      color: C.white,
    });
    this.right(kind.toUpperCase(), W - M, H - 38, { size: 9, font: this.b, color: C.teal });
    this.right(title, W - M, H - 56, { size: 13, font: this.b, color: C.white });
    if (subtitle) this.right(subtitle, W - M, H - 72, { size: 9, color: hex('#c9d5e1') });
  }
  footer(n, total) {
    this.rect(0, 0, W, 42, C.alt);
    this.rect(0, 42, W, 1, C.line);
    this.text(`${COMPANY.name}  |  ${COMPANY.address}`, M, 25, { size: 7.5, color: C.muted });
    this.text(`${COMPANY.email}  |  ${COMPANY.phone}  |  ${COMPANY.web}`, M, 14, {
      size: 7.5,
      color: C.muted,
    });
    this.right(
      `${this.meta.docNo}  |  ${this.meta.revision ?? REVISION}  |  Page ${n} of ${total}`,
      W - M,
      14,
      {
        size: 7.5,
        color: C.muted,
      },
    );
  }
  sectionTitle(s, x, y, width = W - 2 * M) {
    this.text(s.toUpperCase(), x, y, { size: 9, font: this.b, color: C.teal2 });
    this.rect(x, y - 6, width, 0.8, C.line);
    return y - 20;
  }
  bullets(items, x, y, width, { size = 9.5, color = C.ink } = {}) {
    for (const it of items) {
      this.rect(x, y + 2.5, 4, 4, C.teal2);
      y = this.para(it, x + 11, y, width - 11, { size, color });
      y -= 3;
    }
    return y;
  }
  // Spec table: groups of [label, value] rows; returns the y after the table.
  table(groups, x, y, width, { labelW = 180, size = 8.6, bottom = 70, onPage } = {}) {
    const rowPad = 5;
    for (const [group, rows] of groups) {
      if (y < bottom + 40) y = onPage();
      this.rect(x, y - 16, width, 18, C.navy800);
      this.text(group.toUpperCase(), x + 8, y - 10.5, { size: 8, font: this.b, color: C.white });
      y -= 18;
      rows.forEach(([k, v], i) => {
        const lines = wrap(v, this.f, size, width - labelW - 16);
        const h = Math.max(1, lines.length) * size * 1.3 + rowPad * 2;
        if (y - h < bottom) y = onPage();
        if (i % 2 === 0) this.rect(x, y - h, width, h, C.alt);
        this.text(k, x + 8, y - rowPad - size, { size, font: this.b, color: C.ink });
        lines.forEach((l, j) =>
          this.text(l, x + labelW, y - rowPad - size - j * size * 1.3, { size, color: C.ink }),
        );
        y -= h;
        this.rect(x, y, width, 0.5, C.line);
      });
      y -= 10;
    }
    return y;
  }
  // A simple vector hero graphic: the router in the centre, four port nodes and flows.
  heroGraphic(x, y, w, h, labels) {
    this.rect(x, y, w, h, C.navy800);
    for (let i = 1; i < 12; i++) this.rect(x + (i * w) / 12, y, 0.4, h, hex('#1d4d7c'));
    for (let i = 1; i < 6; i++) this.rect(x, y + (i * h) / 6, w, 0.4, hex('#1d4d7c'));
    const cx = x + w / 2;
    const cy = y + h / 2;
    const pts = [
      [x + w * 0.16, y + h * 0.74],
      [x + w * 0.16, y + h * 0.26],
      [x + w * 0.84, y + h * 0.74],
      [x + w * 0.84, y + h * 0.26],
    ];
    pts.forEach(([px, py], i) => {
      const col = i === 1 ? C.amber : C.teal;
      this.p.drawLine({
        start: { x: px, y: py },
        end: { x: cx, y: py },
        thickness: 2,
        color: col,
        opacity: 0.8,
        dashArray: [2, 5],
      });
      this.p.drawLine({
        start: { x: cx, y: py },
        end: { x: cx, y: cy },
        thickness: 2,
        color: col,
        opacity: 0.8,
        dashArray: [2, 5],
      });
      this.p.drawCircle({ x: px, y: py, size: 17, color: C.navy900, borderColor: col, borderWidth: 2 });
      this.p.drawCircle({ x: px, y: py, size: 5, color: col });
      const label = labels[i];
      const tw = this.b.widthOfTextAtSize(label, 7.5);
      this.text(label, px - tw / 2, py - 30, { size: 7.5, font: this.b, color: C.white });
    });
    this.p.drawCircle({ x: cx, y: cy, size: 58, borderColor: C.teal, borderWidth: 0.8, borderOpacity: 0.5 });
    this.p.drawCircle({ x: cx, y: cy, size: 78, borderColor: C.teal, borderWidth: 0.6, borderOpacity: 0.25 });
    this.rect(cx - 36, cy - 36, 72, 72, C.navy900, { borderColor: C.teal, borderWidth: 2 });
    this.mark(cx - 17, cy + 26, 0.72, { tile: null, stroke: C.white, bolt: C.teal });
    const t = this.meta.graphicLabel ?? 'POWER ROUTER';
    this.text(t, cx - this.b.widthOfTextAtSize(t, 6.5) / 2, cy - 28, {
      size: 6.5,
      font: this.b,
      color: C.teal,
    });
  }
  contactBox(x, y, w) {
    this.rect(x, y - 96, w, 96, C.navy800);
    this.rect(x, y - 96, 5, 96, C.amber);
    this.text('Talk to our team', x + 20, y - 26, { size: 15, font: this.b, color: C.white });
    this.para(
      'Site assessments, single-line diagrams and budgetary quotes, usually within five business days.',
      x + 20,
      y - 44,
      w - 230,
      { size: 9, color: hex('#c9d5e1') },
    );
    this.text(COMPANY.email, x + w - 200, y - 30, { size: 10, font: this.b, color: C.teal });
    this.text(COMPANY.phone, x + w - 200, y - 46, { size: 10, font: this.b, color: C.white });
    this.text(COMPANY.web, x + w - 200, y - 62, { size: 10, color: C.white });
    this.text('Cary, North Carolina', x + w - 200, y - 78, { size: 9, color: hex('#c9d5e1') });
  }
  async save(file) {
    const bytes = await this.pdf.save({ useObjectStreams: true });
    const target = join(OUT, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, bytes);
    return bytes.length;
  }
}

function specGroups(prod) {
  const s = prod.specs;
  const ports = [...s.ports, ...(prod.extra ?? [])];
  return [
    ['Input', s.input],
    ['Ports and output', ports],
    ['Performance', s.performance],
    ['Mechanical', s.mechanical],
    ['Environmental', s.environment],
    ['Communication and software', s.comms],
    ['Compliance (design intent)', prod.compliance],
    ['Warranty', s.warranty],
  ].filter(([, rows]) => rows && rows.length);
}

// -------------------------------------------------------------------------------------------
async function brochure(file, prod, graphicLabels, docNo) {
  const d = await Doc.create({
    title: `${prod.name} - Brochure`,
    subject: `${prod.name}: ${prod.short}`,
    keywords: ['Ohmstead Power', prod.name, 'solid-state transformer', 'brochure'],
    docNo,
    graphicLabel: prod.name.startsWith('Power B') ? prod.name.toUpperCase() : 'POWER ROUTER',
  });
  const cw = W - 2 * M;
  // Page 1
  d.page();
  d.header('Product brochure', prod.name, prod.short);
  let y = H - 150;
  d.text(prod.short.toUpperCase(), M, y, { size: 9, font: d.b, color: C.teal2 });
  y -= 30;
  for (const l of wrap(prod.tagline, d.b, 25, cw)) {
    d.text(l, M, y, { size: 25, font: d.b, color: C.navy800 });
    y -= 30;
  }
  y -= 4;
  y = d.para(prod.intro, M, y, cw, { size: 11, color: C.muted, leading: 1.5 });
  y -= 14;
  d.heroGraphic(M, y - 200, cw, 200, graphicLabels);
  y -= 230;
  y = d.sectionTitle('Key benefits', M, y);
  const bw = (cw - 3 * 10) / 4;
  prod.benefits.forEach((k, i) => {
    const [big, label] = CLAIMS[k];
    const bx = M + i * (bw + 10);
    d.rect(bx, y - 92, bw, 92, C.teal100);
    d.rect(bx, y - 2, bw, 2, C.teal2);
    d.text(big, bx + 12, y - 36, { size: 24, font: d.b, color: C.navy800 });
    d.para(label, bx + 12, y - 56, bw - 22, { size: 8.6, color: C.ink, leading: 1.35 });
  });
  y -= 110;
  const other = prod.also;
  d.text('Also: ' + other.map((k) => CLAIMS[k][1].replace(/^Up to/, 'up to')).join('; ') + '.', M, y, {
    size: 7.5,
    color: C.muted,
  });
  d.footer(1, 2);

  // Page 2
  d.page();
  d.header('Product brochure', prod.name, prod.short);
  y = H - 140;
  const colW = (cw - 24) / 2;
  let yl = d.sectionTitle('How it works', M, y, colW);
  for (const p of prod.body) yl = d.para(p, M, yl, colW, { size: 9.5, color: C.ink, leading: 1.5 }) - 8;
  let yr = d.sectionTitle('Features', M + colW + 24, y, colW);
  yr = d.bullets(prod.features, M + colW + 24, yr, colW);
  yr -= 10;
  yr = d.sectionTitle('Applications', M + colW + 24, yr, colW);
  yr = d.bullets(prod.applications, M + colW + 24, yr, colW);
  y = Math.min(yl, yr) - 12;
  y = d.sectionTitle('At a glance', M, y);
  const s = prod.specs;
  const glance = [
    s.input[0],
    s.input[1] ?? s.ports[0],
    s.ports[0],
    s.performance[0],
    s.mechanical.find((r) => /Enclosure|Protection|Form/.test(r[0])),
    s.mechanical[0],
    ...prod.compliance.slice(0, 1),
  ].filter(Boolean);
  y = d.table([['Key specifications', [...new Map(glance.map((r) => [r[0], r])).values()]]], M, y, cw, {
    onPage: () => y,
  });
  y -= 6;
  d.text(
    'Full specifications are in the product spec sheet. "Designed to meet" indicates design intent; certification status is available on request.',
    M,
    y,
    { size: 7.2, color: C.muted },
  );
  d.contactBox(M, 150, cw);
  d.footer(2, 2);
  return d.save(file);
}

async function specSheet(file, prod, docNo) {
  const d = await Doc.create({
    title: `${prod.name} - Specification sheet`,
    subject: `${prod.name} technical specifications`,
    keywords: ['Ohmstead Power', prod.name, 'specifications', 'datasheet'],
    docNo,
  });
  const cw = W - 2 * M;
  const pages = [];
  const newPage = () => {
    const p = d.page();
    pages.push(p);
    d.header('Specification sheet', prod.name, `Model ${prod.model}`);
    return H - 130;
  };
  let y = newPage();
  for (const l of wrap(prod.tagline, d.b, 18, cw)) {
    d.text(l, M, y, { size: 18, font: d.b, color: C.navy800 });
    y -= 23;
  }
  y = d.para(prod.intro, M, y - 2, cw, { size: 9.5, color: C.muted, leading: 1.45 }) - 8;
  // feature chips in two columns
  const colW = (cw - 20) / 2;
  const half = Math.ceil(prod.features.length / 2);
  const yl = d.bullets(prod.features.slice(0, half), M, y, colW, { size: 9 });
  const yr = d.bullets(prod.features.slice(half), M + colW + 20, y, colW, { size: 9 });
  y = Math.min(yl, yr) - 10;
  y = d.table(specGroups(prod), M, y, cw, { onPage: () => newPage() - 4 });
  y -= 4;
  const note =
    'Specifications are typical values at 25 °C and nominal input unless noted, and are subject to change without notice. "Designed to meet" indicates design intent; certification status is available on request. All marketing figures are "up to" values that depend on configuration and site conditions.';
  if (y < 110) y = newPage();
  d.para(note, M, y, cw, { size: 7.2, color: C.muted, leading: 1.4 });
  pages.forEach((p, i) => {
    d.p = p;
    d.footer(i + 1, pages.length);
  });
  return d.save(file);
}

// -------------------------------------------------------------------------------------------
// The installation and safety manual. Its safety chapter repeats the four sections of the chat
// widget's safety instructions (packages/contracts/src/safety-content.ts), so the two never differ.
const MANUAL = {
  date: new Date('2026-11-21T12:00:00Z'),
  revision: 'Rev. A, November 2026',
  site: [
    [
      'Electrical supply',
      [
        ['Supply', '400-480 VAC, 3-phase + protective earth (PE), 50/60 Hz'],
        ['Input current', 'Up to 270 A at the rated 200 kVA'],
        [
          'Upstream protection',
          'Lockable circuit breaker rated for 270 A continuous, with a visible open point',
        ],
        ['Grounding', 'Site grounding electrode system, 4 ohm or less'],
      ],
    ],
    [
      'Location',
      [
        ['Foundation', 'Level concrete pad, at least 150 mm thick, for a 620 kg cabinet; 4 x M12 anchors'],
        ['Clearances', '1 m in front (door swing and service), 300 mm at each side, 500 mm above'],
        ['Output cable runs', '6 m or less from the cabinet to each dispenser or load'],
        ['Protection', 'Bollards where vehicles can reach the cabinet; outside flood zones'],
      ],
    ],
    [
      'Environment',
      [
        ['Enclosure', 'IP65 when every door, gland plate and blanking plug is closed'],
        ['Operating temperature', '-40 °C to +50 °C (derating above 45 °C)'],
        ['Humidity and altitude', '0-95% non-condensing; up to 2,000 m without derating'],
      ],
    ],
  ],
  cables: [
    [
      'Conductors (copper, 90 °C insulation, 6 m maximum for output runs)',
      [
        ['AC input L1, L2, L3', '1 x 120 mm² (250 kcmil) per phase, or as the local code requires for 270 A'],
        ['Protective earth (PE)', '1 x 70 mm² (2/0 AWG) minimum, green-yellow'],
        ['DC / AC output ports', 'As the port configuration sheet states; run length 6 m or less'],
        ['Communication', 'Shielded Cat 6 (Ethernet), shield bonded at the cabinet only'],
      ],
    ],
    [
      'Terminal torque',
      [
        ['AC input terminals (M12)', '70 Nm'],
        ['PE bar and port terminals (M10)', '45 Nm'],
        ['Gland plate screws (M6)', '8 Nm'],
        ['Control terminals', '0.5 Nm'],
      ],
    ],
  ],
  maintenance: [
    [
      'Schedule',
      [
        [
          'Every 6 months',
          'Door seals, gland plates, blanking plugs and air filters (IP65); clean the air inlets',
        ],
        [
          'Every 12 months',
          'Ground resistance (4 ohm or less); re-torque terminals; thermal scan under load',
        ],
        ['Every 12 months', 'Output cables (6 m runs): abrasion, heat discoloration, loose glands'],
        ['Every 5 years', 'Replace the cooling fans and door seals; check the DC link capacitors'],
      ],
    ],
  ],
};

async function installationManual(file, docNo) {
  const safety = loadSafetyContent();
  const d = await Doc.create({
    title: 'Ohmstead Power Router - Installation and Safety Manual',
    subject: 'Safety, site, mounting, grounding, cabling, commissioning and maintenance of the Power Router',
    keywords: ['Ohmstead Power', 'Power Router', 'installation manual', 'safety', '400-480 VAC', '200 kVA'],
    docNo,
    date: MANUAL.date,
    revision: MANUAL.revision,
  });
  const cw = W - 2 * M;
  const bottom = 64;
  const pages = [];
  const contents = [];
  const newPage = () => {
    pages.push(d.page());
    d.header('Installation and safety manual', 'Power Router', 'Models OP-PR200-V, -B, -EV, -DC');
    return H - 130;
  };
  let y = newPage();
  const room = (h) => {
    if (y - h < bottom) y = newPage();
  };
  const linesOf = (s, width, size = 9.8, font = d.f) => wrap(s, font, size, width).length;
  const chapter = (title) => {
    y = newPage();
    contents.push([title, pages.length]);
    d.text(title, M, y, { size: 17, font: d.b, color: C.navy800 });
    d.rect(M, y - 9, cw, 2, C.teal);
    y -= 32;
  };
  const heading = (title) => {
    room(70);
    d.text(title, M, y, { size: 11.5, font: d.b, color: C.navy700 });
    y -= 18;
  };
  const para = (s) => {
    room(linesOf(s, cw) * 14.2 + 4);
    y = d.para(s, M, y, cw, { size: 9.8, leading: 1.45 }) - 7;
  };
  const bullets = (items) => {
    for (const item of items) {
      room(linesOf(item, cw - 11, 9.5) * 13.8 + 3);
      y = d.bullets([item], M, y, cw, { size: 9.5 });
    }
    y -= 6;
  };
  const steps = (items) => {
    items.forEach((item, i) => {
      room(linesOf(item, cw - 26, 9.5) * 13.8 + 6);
      d.p.drawCircle({ x: M + 8, y: y + 3.5, size: 8, color: C.navy800 });
      const n = String(i + 1);
      d.text(n, M + 8 - d.b.widthOfTextAtSize(n, 8) / 2, y + 0.8, { size: 8, font: d.b, color: C.white });
      y = d.para(item, M + 26, y, cw - 26, { size: 9.5, leading: 1.45 }) - 5;
    });
    y -= 6;
  };
  // A safety message in the ANSI Z535 / ISO 3864 manner: signal word, warning triangle, text.
  const callout = (signal, s) => {
    const lines = linesOf(s, cw - 78, 9.5, d.b);
    const h = Math.max(64, lines * 13.5 + 34);
    room(h + 12);
    const top = y + 10;
    const colour = signal === 'DANGER' ? hex('#b42318') : C.amber;
    d.rect(M, top - h, cw, h, C.alt, { borderColor: colour, borderWidth: 1.5 });
    d.rect(M, top - 18, cw, 18, colour);
    d.text(signal, M + 12, top - 13, { size: 10, font: d.b, color: signal === 'DANGER' ? C.white : C.ink });
    d.p.drawSvgPath('M16 2L30 27H2Z', {
      x: M + 12,
      y: top - 24,
      color: hex('#f9a800'),
      borderColor: hex('#111111'),
      borderWidth: 2.5,
    });
    d.p.drawSvgPath('M18 9L12 18.5H15.5L13.5 25L20 15.5H16.5L19 9Z', {
      x: M + 12,
      y: top - 24,
      color: hex('#111111'),
    });
    d.para(s, M + 58, top - 33, cw - 78, { size: 9.5, font: d.b, color: C.ink, leading: 1.4 });
    y = top - h - 16;
  };
  const table = (groups, labelW = 170) => {
    y = d.table(groups, M, y, cw, { labelW, bottom, onPage: () => newPage() - 4 }) - 4;
  };

  // Cover and contents
  d.text('INSTALLATION AND SAFETY MANUAL', M, y, { size: 9, font: d.b, color: C.teal2 });
  y -= 34;
  d.text('Ohmstead Power Router', M, y, { size: 28, font: d.b, color: C.navy800 });
  y -= 28;
  d.text('Installation and Safety Manual', M, y, { size: 18, color: C.navy700 });
  y -= 22;
  d.text('400-480 VAC  |  270 A  |  200 kVA  |  IP65', M, y, { size: 10.5, font: d.b, color: C.muted });
  y -= 30;
  callout(
    'DANGER',
    'Hazardous voltage. The cabinet is fed from 400-480 VAC and its capacitors retain a lethal charge for 40-45 minutes after every source is disconnected. Wait at least 45 minutes and verify the absence of voltage before opening any door or cover.',
  );
  const contentsTop = y;
  y = d.sectionTitle('Contents', M, y);
  const contentsY = y;
  y -= 10 * 17 + 10;
  y = d.sectionTitle('About this manual', M, y);
  para(
    'This manual is for the qualified electricians who install, commission and maintain the Ohmstead Power Router. Read it completely before you unpack the cabinet, and keep it with the equipment. The safety chapter is the same text that the Installation Assistant in the Ohmstead chat asks every installer to acknowledge (safety content version ' +
      safety.SAFETY_CONTENT_VERSION +
      ').',
  );
  para(
    'DANGER marks a hazard that will cause death or serious injury if it is not avoided. WARNING marks a hazard that could cause death or serious injury. Where this manual and the local electrical code differ, the stricter rule applies.',
  );

  // 1. Safety: the four sections of the safety instructions
  chapter('1. Safety');
  para(
    'Every person who works on the Power Router must follow these instructions. They are grouped as in the safety instructions of the Installation Assistant.',
  );
  safety.SAFETY_SECTIONS.forEach((section, i) => {
    heading(`1.${i + 1} ${section.title}`);
    bullets(section.points.map((point) => point.text));
  });

  // 2. Site requirements
  chapter('2. Site requirements');
  para(
    'Plan the site before delivery: the supply, the foundation, the grounding electrode system and the cable routes must be ready when the cabinet arrives. The Power Router is an outdoor cabinet rated IP65; it can stand in the open on a concrete pad.',
  );
  table(MANUAL.site);

  // 3. Mounting
  chapter('3. Mounting');
  callout(
    'WARNING',
    'The cabinet weighs 620 kg. Lift it only at the four marked lifting points with a forklift or crane rated for the load, and never stand under a suspended load.',
  );
  steps([
    'Inspect the crate for transport damage before you unpack it. Do not install a cabinet with a damaged enclosure or door seal: report it to Ohmstead support.',
    'Mark the anchor holes on the concrete pad from the template on the crate lid, and check that the pad is level within 3 mm over the cabinet footprint.',
    'Drill the four holes and set M12 anchors to the depth the anchor maker specifies.',
    'Lift the cabinet at the marked lifting points, set it over the anchors and remove the lifting gear only when all four anchors are tightened.',
    'Check the clearances: 1 m in front, 300 mm at each side and 500 mm above the cabinet.',
    'Keep the doors closed and the gland plates fitted until the cabling starts, so the enclosure stays clean and dry.',
  ]);

  // 4. Grounding
  chapter('4. Grounding');
  para(
    'A low-resistance ground keeps touch voltages safe and lets the protective devices clear a fault. The Power Router must be bonded to the site grounding electrode system, and the measured ground resistance must be 4 ohm or less.',
  );
  callout(
    'WARNING',
    'Connect the protective earth conductor first and disconnect it last. Never energise the cabinet with the PE conductor disconnected or with a ground resistance above 4 ohm.',
  );
  steps([
    'Run a green-yellow PE conductor of at least 70 mm² (2/0 AWG) from the site grounding electrode system to the PE bar of the cabinet.',
    'Tighten the PE lug to 45 Nm and mark it with a torque stripe.',
    'Measure the ground resistance with a fall-of-potential or clamp-on earth tester, with the cabinet isolated.',
    'If the reading is above 4 ohm, add ground rods or improve the electrode system and measure again.',
    'Record the value, the instrument and the date in the commissioning report.',
  ]);

  // 5. Cabling
  chapter('5. Cabling');
  para(
    'All cables enter from the bottom through the gland plates. Size conductors for 270 A at the 400-480 VAC input, and keep every output run from the cabinet to a dispenser or load at 6 m or less.',
  );
  table(MANUAL.cables, 190);
  y -= 8;
  heading('Connection sequence');
  steps([
    'Lock out and tag out the upstream breaker and every source that can feed a port, then verify the absence of voltage.',
    'Connect the PE conductor first (chapter 4), then the AC input L1, L2 and L3 in the phase order on the terminal label.',
    'Connect each output port as the port configuration sheet states, with runs of 6 m or less.',
    'Torque every terminal to the table above and mark it.',
    'Fit a cable gland for every cable and a blanking plug in every unused hole, so the enclosure keeps its IP65 rating.',
  ]);

  // 6. Commissioning
  chapter('6. Commissioning');
  para(
    'Commission the Power Router only when the installation is complete and every person is clear of the cabinet. Work through the checklist and record each result.',
  );
  steps([
    'Check that the ground resistance is 4 ohm or less and recorded.',
    'Check the torque marks on every power terminal and the PE bar.',
    'Measure the insulation resistance of the input and output cables (1000 VDC test, at least 1 megohm).',
    'Check that every gland is tight, every unused hole is plugged and both doors close on their seals (IP65).',
    'Measure the supply at the breaker: 400-480 VAC between phases and the correct phase rotation.',
    'Remove your locks, close the upstream breaker and switch the router on from its controller.',
    'Complete the cloud commissioning in the Ohmstead portal (less than 2 hours) and file the commissioning report.',
  ]);

  // 7. Maintenance
  chapter('7. Maintenance');
  callout(
    'DANGER',
    'Stored charge. The DC link capacitors retain a lethal charge for 40-45 minutes after every source is disconnected. Wait at least 45 minutes, then verify zero voltage at the DC bus test points and on every terminal before you touch anything inside the cabinet.',
  );
  heading('Shutdown before any work inside the cabinet');
  steps([
    'Shut the router down from its controller.',
    'Open the upstream breaker and every port isolator, then lock and tag them out.',
    'Wait at least 45 minutes. Do not open the doors earlier, even if the display is dark.',
    'Verify the absence of voltage with a CAT III 600 V tester, proving it before and after the test.',
    'After the work, refit every cover, remove your lock only when everyone is clear, and re-energise following chapter 6.',
  ]);
  heading('Maintenance schedule');
  table(MANUAL.maintenance, 120);

  // 8. Specifications
  chapter('8. Specifications');
  table(
    [
      ['Input', ROUTER_CORE.input],
      [
        'Installation',
        [
          ['Ground resistance', '4 ohm or less'],
          ['Output cable run', '6 m or less per port'],
          ['Stored charge', 'Retained 40-45 minutes after disconnection: wait 45 minutes before opening'],
        ],
      ],
      ['Mechanical', ROUTER_CORE.mechanical],
      ['Environmental', ROUTER_CORE.environment],
    ],
    190,
  );

  // 9. Contact
  chapter('9. Contact and support');
  para(
    'For technical support, spare parts, commissioning help or to report damage or an incident, contact Ohmstead Power. Have the model and serial number from the rating plate inside the left door at hand.',
  );
  y -= 4;
  d.rect(M, y - 96, cw, 96, C.navy800);
  d.rect(M, y - 96, 5, 96, C.amber);
  d.text('Ohmstead technical support', M + 20, y - 28, { size: 15, font: d.b, color: C.white });
  d.text(COMPANY.phone, M + 20, y - 52, { size: 13, font: d.b, color: C.white });
  d.text(COMPANY.email, M + 20, y - 72, { size: 11, font: d.b, color: C.teal });
  d.text(COMPANY.name, M + cw - 230, y - 52, { size: 9, color: hex('#c9d5e1') });
  const [street, city] = COMPANY.address.split(/, (?=Cary)/);
  d.text(street, M + cw - 230, y - 66, { size: 9, color: hex('#c9d5e1') });
  d.text(city, M + cw - 230, y - 80, { size: 9, color: hex('#c9d5e1') });
  y -= 120;
  para(
    'In an emergency (fire, electric shock, arc flash) call the local emergency number first, isolate the supply only if it is safe to do so, and never open the cabinet to fight a fire.',
  );

  // Contents (page numbers are known now) and footers
  d.p = pages[0];
  contents.forEach(([title, page], i) => {
    const ly = contentsY - i * 17;
    d.text(title, M, ly, { size: 10.5, color: C.ink });
    const n = String(page);
    const nw = d.f.widthOfTextAtSize(n, 10.5);
    const start = M + d.f.widthOfTextAtSize(title, 10.5) + 8;
    d.p.drawLine({
      start: { x: start, y: ly + 2 },
      end: { x: W - M - nw - 8, y: ly + 2 },
      thickness: 0.8,
      color: C.line,
      dashArray: [1, 3],
    });
    d.text(n, W - M - nw, ly, { size: 10.5, font: d.b, color: C.navy800 });
  });
  if (contents.length > 10 || contentsTop < 0) throw new Error('installation manual: contents do not fit');
  pages.forEach((p, i) => {
    d.p = p;
    d.footer(i + 1, pages.length);
  });
  return d.save(file);
}

const jobs = [
  [
    'brochure-vehicle-electrification.pdf',
    () =>
      brochure(
        'brochure-vehicle-electrification.pdf',
        PRODUCTS.vehicle,
        ['GRID', 'SOLAR + STORAGE', 'EV FLEET (8)', 'V2G / VPP'],
        'OP-BR-101',
      ),
  ],
  [
    'spec-sheet-vehicle-electrification.pdf',
    () => specSheet('spec-sheet-vehicle-electrification.pdf', PRODUCTS.vehicle, 'OP-DS-101'),
  ],
  [
    'brochure-building-electrification.pdf',
    () =>
      brochure(
        'brochure-building-electrification.pdf',
        PRODUCTS.building,
        ['UTILITY', 'SOLAR PV', 'BUILDING LOADS', 'STORAGE'],
        'OP-BR-102',
      ),
  ],
  [
    'spec-sheet-building-electrification.pdf',
    () => specSheet('spec-sheet-building-electrification.pdf', PRODUCTS.building, 'OP-DS-102'),
  ],
  [
    'spec-sheet-ev-charging.pdf',
    () => specSheet('spec-sheet-ev-charging.pdf', PRODUCTS.evCharging, 'OP-DS-103'),
  ],
  [
    'brochure-power-bridge.pdf',
    () =>
      brochure(
        'brochure-power-bridge.pdf',
        PRODUCTS.bridge,
        ['MV UTILITY', 'BATTERY STORAGE', '800 V DC RACKS', 'AUX 480 VAC'],
        'OP-BR-201',
      ),
  ],
  [
    'spec-sheet-power-bridge.pdf',
    () => specSheet('spec-sheet-power-bridge.pdf', PRODUCTS.bridge, 'OP-DS-201'),
  ],
  [
    'brochure-power-blade.pdf',
    () =>
      brochure(
        'brochure-power-blade.pdf',
        PRODUCTS.blade,
        ['800 V DC BUS', 'BUFFER', 'GPU RACK', '48 V BUSBAR'],
        'OP-BR-202',
      ),
  ],
  ['spec-sheet-power-blade.pdf', () => specSheet('spec-sheet-power-blade.pdf', PRODUCTS.blade, 'OP-DS-202')],
  [
    'brochure-power-router.pdf',
    () =>
      brochure(
        'brochure-power-router.pdf',
        PRODUCTS.router,
        ['GRID', 'SOLAR + STORAGE', 'EV CHARGERS', 'IT LOADS'],
        'OP-BR-203',
      ),
  ],
  [
    'spec-sheet-power-router.pdf',
    () => specSheet('spec-sheet-power-router.pdf', PRODUCTS.router, 'OP-DS-203'),
  ],
  ['installation-manual.pdf', () => installationManual('installation-manual.pdf', 'OP-IM-203')],
];

// -------------------------------------------------------------------------------------------
// The PDFs of the server's demo feeds (apps/server/src/seed/demo-feeds.ts): the article, press
// release or case study itself, its text taken from the item's HTML description.
const FEED_KINDS = {
  Article: 'Article',
  PressRelease: 'Press release',
  CaseStudyElectrification: 'Case study: electrification',
  CaseStudyDataCenters: 'Case study: datacenter',
  News: 'News',
};

/** The blocks of a description: paragraphs, sub-headings and list items as plain text. */
function htmlBlocks(html) {
  const decode = (s) =>
    s
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      // The standard PDF fonts speak WinAnsi: typographic quotes and dashes have plain equivalents.
      .replace(/[‘’]/g, "'")
      .replace(/[“”]/g, '"')
      .replace(/—/g, '-')
      .trim();
  return [...html.matchAll(/<(p|h3|li)>([\s\S]*?)<\/\1>/g)].map(([, tag, inner]) => ({
    kind: tag,
    text: decode(inner),
  }));
}

async function feedDocument(feed, docNo) {
  const file = `${feed.key}.pdf`;
  const kind = FEED_KINDS[feed.feedType];
  const d = await Doc.create({
    title: feed.heading.replace(/[‘’]/g, "'"),
    subject: `${kind}: ${feed.heading}`.replace(/[‘’]/g, "'"),
    keywords: ['Ohmstead Power', kind, 'solid-state transformer'],
    docNo,
    revision: 'Ohmstead Power news',
  });
  const pages = [];
  const newPage = () => {
    pages.push(d.page());
    d.header(kind, 'Ohmstead Power', 'ohmsteadpower.com');
    return H - 140;
  };
  let y = newPage();
  for (const line of wrap(feed.heading.replace(/[‘’]/g, "'"), d.b, 20, W - 2 * M)) {
    d.text(line, M, y, { size: 20, font: d.b, color: C.navy800 });
    y -= 26;
  }
  d.rect(M, y + 6, 60, 3, C.teal);
  y -= 22;
  for (const block of htmlBlocks(feed.description)) {
    if (y < 130) y = newPage();
    if (block.kind === 'h3') y = d.sectionTitle(block.text, M, y - 6);
    else if (block.kind === 'li') y = d.bullets([block.text], M, y, W - 2 * M, { size: 10.5 });
    else y = d.para(block.text, M, y, W - 2 * M, { size: 10.5, leading: 1.5 }) - 10;
  }
  if (y < 170) y = newPage();
  d.contactBox(M, y - 14, W - 2 * M);
  pages.forEach((p, i) => {
    d.p = p;
    d.footer(i + 1, pages.length);
  });
  const bytes = await d.pdf.save({ useObjectStreams: true });
  const target = join(FEED_OUT, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, bytes);
  return bytes.length;
}

const { DEMO_FEEDS } = loadDemoFeeds();
for (const [n, feed] of DEMO_FEEDS.filter((f) => f.pdf).entries())
  jobs.push([`feeds/documents/${feed.key}.pdf`, () => feedDocument(feed, `OP-NW-${301 + n}`)]);

let total = 0;
for (const [file, job] of jobs) {
  const size = await job();
  total += size;
  console.log(`  ${file}  ${(size / 1024).toFixed(1)} KB`);
}
console.log(`wrote ${jobs.length} PDF files (${(total / 1024).toFixed(1)} KB) to ${OUT}`);
