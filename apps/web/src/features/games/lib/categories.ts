import {
  ESPORTS_GAME_CODES,
  type GameCategory,
  SITE_CATEGORIES,
  type SiteCategory,
  VENDOR_CODES,
  type Vendor,
  type VendorGameTypes,
} from '@app/contracts';

/** A category the site shows, with its vendors in the server's order. */
export interface SiteCategoryEntry {
  category: SiteCategory;
  vendors: Vendor[];
}

const isBgs = (v: Vendor) => v.vassalage === VENDOR_CODES.bgs;
const isEsports = (v: Vendor) =>
  v.vassalage !== VENDOR_CODES.pinnacle && v.gameCode !== null && ESPORTS_GAME_CODES.includes(v.gameCode);
const isCockfight = (v: Vendor) => v.vassalage !== VENDOR_CODES.pinnacle && v.cockfight && !isEsports(v);

/** The vendors of one category in the `sorting` order, then any the sorting does not name. */
function vendorsOf(data: VendorGameTypes, category: GameCategory, names: readonly string[]): Vendor[] {
  const vendors = data.mapping[category]?.vendors ?? [];
  const rank = (v: Vendor) => {
    const i = names.indexOf(v.vassalage);
    return i < 0 ? names.length : i;
  };
  return [...vendors].sort((a, b) => rank(a) - rank(b));
}

/**
 * The categories in display order (R-GAMES-02 … R-GAMES-04): the `sorting` order, with BGS taken
 * out of RNG into its own category right after LIVE, and SPORTS followed by COCKFIGHT and ESPORTS
 * (vendors with an esports game code; PIN always stays in SPORTS). Empty categories are left out.
 */
export function orderCategories(data: VendorGameTypes | undefined): SiteCategoryEntry[] {
  if (!data) return [];
  const out: SiteCategoryEntry[] = [];
  const bgs: Vendor[] = [];
  const carved = new Set<SiteCategory>();
  const push = (category: SiteCategory, vendors: Vendor[]) => {
    const existing = out.find((e) => e.category === category);
    if (existing) existing.vendors.push(...vendors.filter((v) => !existing.vendors.includes(v)));
    else if (vendors.length > 0) out.push({ category, vendors });
  };
  for (const { gameCategory, vendorNames } of data.sorting) {
    const vendors = vendorsOf(data, gameCategory, vendorNames);
    if (gameCategory === 'RNG') {
      bgs.push(...vendors.filter(isBgs));
      push(
        'RNG',
        vendors.filter((v) => !isBgs(v)),
      );
    } else if (gameCategory === 'SPORTS') {
      push(
        'SPORTS',
        vendors.filter((v) => !isEsports(v) && !isCockfight(v)),
      );
      push('COCKFIGHT', vendors.filter(isCockfight));
      push('ESPORTS', vendors.filter(isEsports));
      carved.add('COCKFIGHT').add('ESPORTS');
    } else {
      push(gameCategory, vendors);
    }
  }
  if (bgs.length > 0) {
    const live = out.findIndex((e) => e.category === 'LIVE');
    const at = live < 0 ? out.length : live + 1;
    out.splice(at, 0, { category: 'BGS', vendors: bgs });
  }
  // A COCKFIGHT or ESPORTS category the server lists apart still belongs right after SPORTS.
  const sports = out.findIndex((e) => e.category === 'SPORTS');
  if (sports >= 0 && carved.size > 0) {
    const tail = (['COCKFIGHT', 'ESPORTS'] as const)
      .map((c) => out.find((e) => e.category === c))
      .filter((e): e is SiteCategoryEntry => Boolean(e));
    const rest = out.filter((e) => !tail.includes(e));
    const at = rest.findIndex((e) => e.category === 'SPORTS') + 1;
    rest.splice(at, 0, ...tail);
    return rest;
  }
  return out;
}

/**
 * R-GAMES-50: LIVESTREAM is offered while it has vendors or live-stream hosts; with hosts alone it
 * follows the vendor-sorted categories.
 */
export function withLiveHosts(entries: SiteCategoryEntry[], hasHosts: boolean): SiteCategoryEntry[] {
  if (!hasHosts || entries.some((e) => e.category === 'LIVESTREAM')) return entries;
  return [...entries, { category: 'LIVESTREAM', vendors: [] }];
}

/** The vendors of one site category after the carving above. */
export function vendorsFor(data: VendorGameTypes | undefined, category: SiteCategory): Vendor[] {
  return orderCategories(data).find((e) => e.category === category)?.vendors ?? [];
}

/** Every vendor once, in category order (footer logos, provider look-up). */
export function allVendors(data: VendorGameTypes | undefined): Vendor[] {
  const seen = new Map<string, Vendor>();
  for (const entry of orderCategories(data)) for (const v of entry.vendors) seen.set(v.vassalage, v);
  return [...seen.values()];
}

/** The path of a category page under /m. */
export const categoryPath = (category: SiteCategory) =>
  category === 'ALL' ? '/home' : `/${category.toLowerCase()}`;

/** The category a path under /m stands for, if it is a category page. */
export function categoryOfPath(pathname: string): SiteCategory | undefined {
  const name = pathname.replace(/^\/+|\/+$/g, '').toUpperCase();
  const known: readonly string[] = SITE_CATEGORIES;
  return name !== 'ALL' && known.includes(name) ? (name as SiteCategory) : undefined;
}

/** The game category sent to the server for a site category: BGS games live in RNG. */
export const serverCategory = (category: SiteCategory): GameCategory | '' =>
  category === 'BGS'
    ? 'RNG'
    : category === 'ALL' || category === 'HOT' || category === 'FAV' || category === 'RECENT'
      ? ''
      : category;
