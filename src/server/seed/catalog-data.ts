/**
 * What the marketplace sells: the eight categories, and per category a few product templates
 * (sizes with believable rupee prices per unit, colours, specifications, keywords). Brand
 * names are invented. `category: null` holds the products sold Uncategorized.
 */
import type { InformationList } from '../db/schema';

export interface SizeOption {
  size: string;
  /** Rupees per unit, [min, max]. */
  price: readonly [number, number];
}

export interface ProductTemplate {
  base: string;
  description: string;
  unitName: string;
  sizes: readonly SizeOption[];
  /** Hex colours a variant may have. */
  colors: readonly string[];
  information: InformationList;
  keywords: readonly string[];
  /** A typical order quantity, [min, max]. */
  quantity: readonly [number, number];
}

export interface CatalogGroup {
  category: { name: string; description: string } | null;
  brands: readonly string[];
  templates: readonly ProductTemplate[];
}

const GREY = ['#9E9E9E'];
const WHITE = ['#FFFFFF'];
const STEEL = ['#5F6B73'];
const BRICK = ['#B5522F'];
const WALL_SHADES = ['#FFFFFF', '#F5F0E1', '#FFF3D6', '#E8D8C4', '#CFE3F2', '#D8E8D0', '#F4C7B8'];
const ENAMEL_SHADES = ['#000000', '#FFFFFF', '#C62828', '#1565C0', '#2E7D32', '#F9A825', '#6D4C41'];
const WIRE_COLOURS = ['#D32F2F', '#000000', '#F9A825', '#2E7D32', '#1565C0'];
const TILE_SHADES = ['#F5F5F0', '#D7CCC8', '#BCAAA4', '#9E9E9E', '#ECE3D0'];

const bag50 = (min: number, max: number): SizeOption[] => [{ size: '50 kg', price: [min, max] }];

export const CATALOG: readonly CatalogGroup[] = [
  {
    category: { name: 'Cement', description: 'Portland and blended cements for concrete, plaster and masonry work.' },
    brands: ['Vajra', 'Sahyadri', 'Deccan', 'Himgiri', 'Suryoday'],
    templates: [
      {
        base: 'OPC 53 Grade Cement',
        description: 'High early strength cement for RCC slabs, columns and precast work.',
        unitName: 'bag',
        sizes: bag50(370, 430),
        colors: GREY,
        information: [{ Grade: 'OPC 53' }, { 'Initial setting': '30 min' }, { Standard: 'IS 12269' }],
        keywords: ['cement', 'opc', '53 grade', 'rcc'],
        quantity: [10, 200],
      },
      {
        base: 'OPC 43 Grade Cement',
        description: 'General purpose cement for plastering, flooring and masonry.',
        unitName: 'bag',
        sizes: bag50(350, 400),
        colors: GREY,
        information: [{ Grade: 'OPC 43' }, { Standard: 'IS 8112' }],
        keywords: ['cement', 'opc', '43 grade'],
        quantity: [10, 200],
      },
      {
        base: 'PPC Cement',
        description: 'Fly-ash blended cement with low heat of hydration, ideal for foundations.',
        unitName: 'bag',
        sizes: bag50(340, 390),
        colors: GREY,
        information: [{ Type: 'Portland Pozzolana' }, { Standard: 'IS 1489' }],
        keywords: ['cement', 'ppc', 'foundation'],
        quantity: [10, 250],
      },
      {
        base: 'White Cement',
        description: 'Fine white cement for tile joints, putty and decorative finishes.',
        unitName: 'bag',
        sizes: [
          { size: '1 kg', price: [45, 60] },
          { size: '5 kg', price: [200, 260] },
          { size: '40 kg', price: [1500, 1900] },
        ],
        colors: WHITE,
        information: [{ Whiteness: '90 %' }, { Use: 'Finishing' }],
        keywords: ['white cement', 'grout', 'finishing'],
        quantity: [2, 40],
      },
      {
        base: 'Ready Mix Plaster',
        description: 'Factory-blended plaster, just add water; fewer cracks than site mixes.',
        unitName: 'bag',
        sizes: [{ size: '40 kg', price: [380, 460] }],
        colors: GREY,
        information: [{ Coverage: '45 sqft at 12 mm' }, { 'Mix ratio': 'Water only' }],
        keywords: ['plaster', 'ready mix', 'wall'],
        quantity: [10, 120],
      },
    ],
  },
  {
    category: {
      name: 'Steel & TMT Bars',
      description: 'Thermo-mechanically treated bars, binding wire and structural steel sections.',
    },
    brands: ['Loha Shakti', 'Ispat Pride', 'Bharat Steel', 'Suryoday', 'Mahabali'],
    templates: [
      {
        base: 'Fe 500D TMT Bar',
        description: 'Ductile, earthquake-resistant reinforcement bar for residential RCC.',
        unitName: 'kg',
        sizes: [
          { size: '8 mm', price: [64, 72] },
          { size: '10 mm', price: [62, 70] },
          { size: '12 mm', price: [60, 68] },
          { size: '16 mm', price: [59, 67] },
          { size: '20 mm', price: [59, 66] },
        ],
        colors: STEEL,
        information: [{ Grade: 'Fe 500D' }, { Length: '12 m' }, { Standard: 'IS 1786' }],
        keywords: ['tmt', 'steel', 'rebar', 'fe500d'],
        quantity: [100, 3000],
      },
      {
        base: 'Fe 550D TMT Bar',
        description: 'Higher strength bar for high-rise and heavy-load structures.',
        unitName: 'tonne',
        sizes: [
          { size: '12 mm', price: [62000, 70000] },
          { size: '16 mm', price: [61000, 69000] },
          { size: '25 mm', price: [60000, 68000] },
        ],
        colors: STEEL,
        information: [{ Grade: 'Fe 550D' }, { Length: '12 m' }],
        keywords: ['tmt', 'steel', 'fe550d', 'high rise'],
        quantity: [1, 8],
      },
      {
        base: 'GI Binding Wire',
        description: 'Soft galvanised wire for tying reinforcement bars.',
        unitName: 'kg',
        sizes: [
          { size: '18 gauge', price: [80, 95] },
          { size: '20 gauge', price: [85, 98] },
        ],
        colors: ['#B0BEC5'],
        information: [{ Finish: 'Galvanised' }, { Coil: '25 kg' }],
        keywords: ['binding wire', 'gi wire'],
        quantity: [10, 100],
      },
      {
        base: 'MS Equal Angle',
        description: 'Mild steel angle for frames, trusses and gates.',
        unitName: 'kg',
        sizes: [
          { size: '40x40x5 mm', price: [62, 70] },
          { size: '50x50x6 mm', price: [62, 71] },
        ],
        colors: STEEL,
        information: [{ Material: 'Mild steel' }, { Length: '6 m' }],
        keywords: ['angle', 'ms', 'structural'],
        quantity: [50, 800],
      },
      {
        base: 'MS Square Hollow Section',
        description: 'Square steel tube for sheds, railings and fabrication.',
        unitName: 'piece',
        sizes: [
          { size: '25x25 mm x 6 m', price: [650, 850] },
          { size: '40x40 mm x 6 m', price: [1100, 1450] },
        ],
        colors: STEEL,
        information: [{ Thickness: '2 mm' }, { Length: '6 m' }],
        keywords: ['shs', 'tube', 'fabrication'],
        quantity: [5, 60],
      },
    ],
  },
  {
    category: {
      name: 'Bricks & Blocks',
      description: 'Clay and fly-ash bricks, AAC and concrete blocks, and paver blocks for walls and yards.',
    },
    brands: ['Mitti Kala', 'Sahyadri', 'Ganga', 'EcoBlock', 'Narmada'],
    templates: [
      {
        base: 'Red Clay Brick',
        description: 'Kiln-fired first class brick for load-bearing and partition walls.',
        unitName: 'piece',
        sizes: [{ size: '230x110x75 mm', price: [7, 11] }],
        colors: BRICK,
        information: [{ Class: 'First class' }, { Strength: '10 N/mm²' }],
        keywords: ['brick', 'red brick', 'clay'],
        quantity: [500, 8000],
      },
      {
        base: 'Fly Ash Brick',
        description: 'Uniform, light and eco-friendly brick made from fly ash.',
        unitName: 'piece',
        sizes: [{ size: '230x110x75 mm', price: [5, 8] }],
        colors: GREY,
        information: [{ Material: 'Fly ash' }, { Weight: '2.6 kg' }],
        keywords: ['brick', 'fly ash', 'eco'],
        quantity: [500, 8000],
      },
      {
        base: 'AAC Block',
        description: 'Autoclaved aerated block: light, insulating, quick to lay.',
        unitName: 'piece',
        sizes: [
          { size: '600x200x100 mm', price: [45, 60] },
          { size: '600x200x150 mm', price: [60, 80] },
          { size: '600x200x200 mm', price: [75, 98] },
        ],
        colors: WHITE,
        information: [{ Density: '600 kg/m³' }, { 'Fire rating': '4 h' }],
        keywords: ['aac', 'block', 'lightweight'],
        quantity: [100, 2000],
      },
      {
        base: 'Solid Concrete Block',
        description: 'Dense concrete block for compound and load-bearing walls.',
        unitName: 'piece',
        sizes: [
          { size: '400x200x200 mm', price: [38, 55] },
          { size: '400x200x150 mm', price: [32, 45] },
        ],
        colors: GREY,
        information: [{ Strength: '5 N/mm²' }],
        keywords: ['concrete block', 'solid block'],
        quantity: [100, 2500],
      },
      {
        base: 'Interlocking Paver Block',
        description: 'Zig-zag paver for driveways, parking and walkways.',
        unitName: 'piece',
        sizes: [
          { size: '60 mm', price: [18, 26] },
          { size: '80 mm', price: [24, 35] },
        ],
        colors: ['#9E9E9E', '#B5522F', '#F9A825'],
        information: [{ Shape: 'Zig-zag' }, { Strength: 'M35' }],
        keywords: ['paver', 'driveway', 'interlocking'],
        quantity: [200, 3000],
      },
    ],
  },
  {
    category: {
      name: 'Sand & Aggregates',
      description: 'River sand, manufactured sand and crushed stone aggregates, delivered by the tonne.',
    },
    brands: ['Godavari', 'Krishna', 'Deccan Crushers', 'Aravali'],
    templates: [
      {
        base: 'River Sand',
        description: 'Washed natural sand for concrete and plaster.',
        unitName: 'tonne',
        sizes: [
          { size: 'Fine', price: [2200, 3200] },
          { size: 'Coarse', price: [1900, 2800] },
        ],
        colors: ['#D7B98E'],
        information: [{ Silt: 'Under 3 %' }, { Source: 'River bed' }],
        keywords: ['sand', 'river sand', 'plaster'],
        quantity: [2, 20],
      },
      {
        base: 'M-Sand',
        description: 'Manufactured sand with consistent grading, a river sand substitute.',
        unitName: 'tonne',
        sizes: [
          { size: 'Concrete grade', price: [1100, 1500] },
          { size: 'Plaster grade', price: [1250, 1650] },
        ],
        colors: ['#BDB5A6'],
        information: [{ Zone: 'Zone II' }, { Process: 'VSI crushed' }],
        keywords: ['m-sand', 'manufactured sand'],
        quantity: [2, 25],
      },
      {
        base: 'Crushed Stone Aggregate',
        description: 'Angular blue metal for concrete mixes.',
        unitName: 'tonne',
        sizes: [
          { size: '10 mm', price: [950, 1300] },
          { size: '20 mm', price: [900, 1250] },
          { size: '40 mm', price: [850, 1150] },
        ],
        colors: ['#607D8B'],
        information: [{ Rock: 'Basalt' }, { Shape: 'Cubical' }],
        keywords: ['aggregate', 'jelly', 'blue metal'],
        quantity: [2, 30],
      },
      {
        base: 'Stone Dust',
        description: 'Fine crusher dust for block making and bedding under pavers.',
        unitName: 'tonne',
        sizes: [{ size: 'Standard', price: [600, 900] }],
        colors: ['#9E9E9E'],
        information: [{ Use: 'Bedding, blocks' }],
        keywords: ['stone dust', 'crusher dust'],
        quantity: [2, 20],
      },
    ],
  },
  {
    category: {
      name: 'Paints',
      description: 'Interior and exterior emulsions, enamels, primers, putty and waterproof coatings.',
    },
    brands: ['Rangoli', 'Indradhanush', 'Colourtek', 'Varna'],
    templates: [
      {
        base: 'Premium Interior Emulsion',
        description: 'Washable, low-odour emulsion with a smooth matt finish.',
        unitName: 'bucket',
        sizes: [
          { size: '4 L', price: [1100, 1500] },
          { size: '10 L', price: [2600, 3500] },
          { size: '20 L', price: [5000, 6800] },
        ],
        colors: WALL_SHADES,
        information: [{ Finish: 'Matt' }, { Coverage: '120 sqft/L' }],
        keywords: ['paint', 'emulsion', 'interior'],
        quantity: [1, 12],
      },
      {
        base: 'Weatherproof Exterior Emulsion',
        description: 'Exterior paint that resists rain, algae and fading.',
        unitName: 'bucket',
        sizes: [
          { size: '4 L', price: [1500, 2000] },
          { size: '10 L', price: [3500, 4600] },
          { size: '20 L', price: [6800, 8900] },
        ],
        colors: WALL_SHADES,
        information: [{ Finish: 'Sheen' }, { Warranty: '5 years' }],
        keywords: ['paint', 'exterior', 'weatherproof'],
        quantity: [1, 10],
      },
      {
        base: 'Synthetic Enamel',
        description: 'Glossy enamel for metal grills, doors and wood.',
        unitName: 'can',
        sizes: [
          { size: '1 L', price: [280, 380] },
          { size: '4 L', price: [1000, 1400] },
        ],
        colors: ENAMEL_SHADES,
        information: [{ Finish: 'Gloss' }, { 'Dry time': '6 h' }],
        keywords: ['enamel', 'gloss', 'metal'],
        quantity: [1, 15],
      },
      {
        base: 'Wall Putty',
        description: 'White cement based putty for a smooth base before painting.',
        unitName: 'bag',
        sizes: [
          { size: '20 kg', price: [550, 750] },
          { size: '40 kg', price: [950, 1250] },
        ],
        colors: WHITE,
        information: [{ Coverage: '20 sqft/kg' }],
        keywords: ['putty', 'wall', 'base coat'],
        quantity: [2, 30],
      },
      {
        base: 'Waterproof Roof Coating',
        description: 'Elastomeric coating that seals terrace cracks against leaks.',
        unitName: 'bucket',
        sizes: [
          { size: '4 L', price: [1400, 1900] },
          { size: '20 L', price: [6200, 8200] },
        ],
        colors: ['#FFFFFF', '#B0BEC5'],
        information: [{ Type: 'Acrylic elastomeric' }, { Coats: '2' }],
        keywords: ['waterproofing', 'roof', 'terrace'],
        quantity: [1, 8],
      },
    ],
  },
  {
    category: { name: 'Plumbing', description: 'Pipes, fittings, valves, water tanks and bathroom fixtures.' },
    brands: ['Jaldhara', 'NeerFlow', 'Aquaveer', 'Sudarshan'],
    templates: [
      {
        base: 'CPVC Pipe SDR 11',
        description: 'Hot and cold water pipe for concealed plumbing.',
        unitName: 'piece',
        sizes: [
          { size: '1/2 inch x 3 m', price: [180, 260] },
          { size: '3/4 inch x 3 m', price: [290, 390] },
          { size: '1 inch x 3 m', price: [450, 600] },
        ],
        colors: ['#F3E5AB'],
        information: [{ Pressure: 'SDR 11' }, { Temperature: 'Up to 93 °C' }],
        keywords: ['cpvc', 'pipe', 'hot water'],
        quantity: [5, 80],
      },
      {
        base: 'PVC SWR Pipe',
        description: 'Soil, waste and rain-water drainage pipe with ring-fit socket.',
        unitName: 'piece',
        sizes: [
          { size: '75 mm x 3 m', price: [350, 520] },
          { size: '110 mm x 3 m', price: [600, 900] },
        ],
        colors: GREY,
        information: [{ Type: 'Ring fit' }, { Standard: 'IS 14735' }],
        keywords: ['swr', 'drainage', 'pvc'],
        quantity: [4, 50],
      },
      {
        base: 'UPVC Ball Valve',
        description: 'Quarter-turn valve for water lines.',
        unitName: 'piece',
        sizes: [
          { size: '1/2 inch', price: [120, 180] },
          { size: '3/4 inch', price: [180, 260] },
          { size: '1 inch', price: [260, 450] },
        ],
        colors: ['#FFFFFF', '#9E9E9E'],
        information: [{ Operation: 'Quarter turn' }],
        keywords: ['valve', 'upvc', 'ball valve'],
        quantity: [2, 40],
      },
      {
        base: 'Overhead Water Tank',
        description: 'Triple-layer, UV-stabilised storage tank.',
        unitName: 'piece',
        sizes: [
          { size: '500 L', price: [3500, 4800] },
          { size: '1000 L', price: [6500, 8800] },
          { size: '2000 L', price: [12000, 15500] },
        ],
        colors: ['#000000', '#FFFFFF'],
        information: [{ Layers: '3' }, { Material: 'LLDPE' }],
        keywords: ['water tank', 'storage', 'overhead'],
        quantity: [1, 3],
      },
      {
        base: 'Brass Bib Cock',
        description: 'Chrome-plated brass tap for bathrooms and kitchens.',
        unitName: 'piece',
        sizes: [{ size: '15 mm', price: [250, 650] }],
        colors: ['#C0C0C0'],
        information: [{ Finish: 'Chrome' }, { Body: 'Brass' }],
        keywords: ['tap', 'bib cock', 'bathroom'],
        quantity: [1, 20],
      },
    ],
  },
  {
    category: {
      name: 'Electrical',
      description: 'House wires, switches, MCBs, conduits and lighting for building wiring.',
    },
    brands: ['Vidyut', 'Prakash', 'Tejas', 'Shaktiman'],
    templates: [
      {
        base: 'FR PVC Insulated Wire',
        description: 'Flame-retardant copper house wire.',
        unitName: 'coil',
        sizes: [
          { size: '1.0 sq mm x 90 m', price: [1100, 1450] },
          { size: '1.5 sq mm x 90 m', price: [1500, 2000] },
          { size: '2.5 sq mm x 90 m', price: [2400, 3200] },
          { size: '4.0 sq mm x 90 m', price: [3800, 4800] },
        ],
        colors: WIRE_COLOURS,
        information: [{ Conductor: 'Copper' }, { Insulation: 'FR PVC' }],
        keywords: ['wire', 'cable', 'copper'],
        quantity: [1, 20],
      },
      {
        base: 'Modular Switch 6A',
        description: 'One-way modular switch with silver contacts.',
        unitName: 'piece',
        sizes: [{ size: '1 module', price: [25, 60] }],
        colors: ['#FFFFFF', '#000000'],
        information: [{ Rating: '6 A' }, { Type: 'One way' }],
        keywords: ['switch', 'modular'],
        quantity: [10, 150],
      },
      {
        base: 'MCB Single Pole',
        description: 'Miniature circuit breaker, C curve.',
        unitName: 'piece',
        sizes: [
          { size: '6 A', price: [180, 260] },
          { size: '16 A', price: [190, 280] },
          { size: '32 A', price: [210, 320] },
        ],
        colors: WHITE,
        information: [{ Curve: 'C' }, { Breaking: '10 kA' }],
        keywords: ['mcb', 'breaker', 'db'],
        quantity: [2, 30],
      },
      {
        base: 'PVC Conduit Pipe',
        description: 'Rigid conduit for concealed and surface wiring.',
        unitName: 'piece',
        sizes: [
          { size: '20 mm x 3 m', price: [60, 95] },
          { size: '25 mm x 3 m', price: [85, 120] },
        ],
        colors: ['#FFFFFF', '#9E9E9E'],
        information: [{ Grade: 'Medium duty' }],
        keywords: ['conduit', 'pvc', 'wiring'],
        quantity: [10, 200],
      },
      {
        base: 'LED Batten 20W',
        description: 'Slim 4 ft LED tube light for homes and site offices.',
        unitName: 'piece',
        sizes: [{ size: '4 ft', price: [250, 450] }],
        colors: WHITE,
        information: [{ Power: '20 W' }, { Colour: 'Cool day light' }],
        keywords: ['led', 'batten', 'lighting'],
        quantity: [2, 50],
      },
    ],
  },
  {
    category: { name: 'Tiles', description: 'Floor, wall and vitrified tiles with tile adhesives and grouts.' },
    brands: ['Shilpa', 'Marvella', 'Kalakriti', 'Rajwada'],
    templates: [
      {
        base: 'Glazed Vitrified Tile',
        description: 'Polished floor tile with low water absorption.',
        unitName: 'box',
        sizes: [
          { size: '600x600 mm', price: [900, 1400] },
          { size: '800x800 mm', price: [1500, 2200] },
          { size: '600x1200 mm', price: [1900, 2700] },
        ],
        colors: TILE_SHADES,
        information: [{ Finish: 'Glossy' }, { 'Per box': '4 tiles' }],
        keywords: ['tile', 'vitrified', 'floor'],
        quantity: [5, 80],
      },
      {
        base: 'Ceramic Wall Tile',
        description: 'Glazed wall tile for kitchens and bathrooms.',
        unitName: 'box',
        sizes: [
          { size: '300x450 mm', price: [550, 800] },
          { size: '300x600 mm', price: [700, 950] },
        ],
        colors: TILE_SHADES,
        information: [{ Finish: 'Satin' }, { 'Per box': '6 tiles' }],
        keywords: ['tile', 'wall tile', 'bathroom'],
        quantity: [5, 60],
      },
      {
        base: 'Anti-skid Floor Tile',
        description: 'Textured tile for bathrooms, balconies and ramps.',
        unitName: 'box',
        sizes: [{ size: '300x300 mm', price: [450, 700] }],
        colors: TILE_SHADES,
        information: [{ Finish: 'Matt textured' }, { 'Per box': '11 tiles' }],
        keywords: ['tile', 'anti-skid', 'bathroom'],
        quantity: [3, 40],
      },
      {
        base: 'Tile Adhesive',
        description: 'Polymer-modified adhesive for fixing tiles on walls and floors.',
        unitName: 'bag',
        sizes: [{ size: '20 kg', price: [450, 650] }],
        colors: GREY,
        information: [{ Type: 'C1T' }, { Coverage: '40 sqft/bag' }],
        keywords: ['adhesive', 'tile fixing'],
        quantity: [2, 40],
      },
      {
        base: 'Epoxy Tile Grout',
        description: 'Stain-proof two-part grout for tile joints.',
        unitName: 'can',
        sizes: [{ size: '1 kg', price: [650, 950] }],
        colors: ['#FFFFFF', '#9E9E9E', '#000000', '#D7CCC8'],
        information: [{ Type: 'Two-part epoxy' }],
        keywords: ['grout', 'epoxy', 'tile joints'],
        quantity: [1, 15],
      },
    ],
  },
  {
    category: null,
    brands: ['BuildPro', 'SiteMate', 'Kavach'],
    templates: [
      {
        base: 'Safety Helmet',
        description: 'ISI-marked HDPE helmet with adjustable ratchet.',
        unitName: 'piece',
        sizes: [{ size: 'Free size', price: [150, 350] }],
        colors: ['#F9A825', '#FFFFFF', '#EF6C00', '#1565C0'],
        information: [{ Material: 'HDPE' }],
        keywords: ['safety', 'helmet', 'ppe'],
        quantity: [5, 50],
      },
      {
        base: 'Construction Wheelbarrow',
        description: 'Heavy-duty steel tray barrow with pneumatic tyre.',
        unitName: 'piece',
        sizes: [{ size: '85 L', price: [2800, 4200] }],
        colors: ['#2E7D32', '#F9A825'],
        information: [{ Tyre: 'Pneumatic' }],
        keywords: ['wheelbarrow', 'site tools'],
        quantity: [1, 5],
      },
      {
        base: 'Shuttering Plywood',
        description: 'Film-faced plywood for concrete formwork, reusable many times.',
        unitName: 'sheet',
        sizes: [
          { size: '8x4 ft, 12 mm', price: [1400, 1900] },
          { size: '8x4 ft, 18 mm', price: [1900, 2600] },
        ],
        colors: ['#4E342E'],
        information: [{ Face: 'Phenolic film' }],
        keywords: ['plywood', 'shuttering', 'formwork'],
        quantity: [5, 60],
      },
      {
        base: 'HDPE Tarpaulin',
        description: 'Waterproof sheet to cover material and curing concrete.',
        unitName: 'piece',
        sizes: [
          { size: '12x15 ft', price: [600, 900] },
          { size: '18x24 ft', price: [1300, 1800] },
        ],
        colors: ['#1565C0', '#2E7D32'],
        information: [{ GSM: '200' }],
        keywords: ['tarpaulin', 'cover'],
        quantity: [1, 10],
      },
    ],
  },
];
