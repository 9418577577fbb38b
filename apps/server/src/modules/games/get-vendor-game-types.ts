import {
  DEFAULT_LANGUAGE,
  GAME_CATEGORIES,
  type GameCategory,
  resolveLanguage,
  type Vendor,
  type VendorGameTypes,
} from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import {
  listCategoryOrder,
  listCategoryVendors,
  listClassifications,
  listUsedClassifications,
} from './vendor-repository.js';

/**
 * R-API-54: categories in the operator's order with their vendors, and per category the vendors and
 * the classification keys in use. A category or vendor without a launchable game is left out.
 */
export async function getVendorGameTypes(db: DbOrTx, lang: string | undefined): Promise<VendorGameTypes> {
  const language = resolveLanguage(lang);
  const [pairs, order, used, classifications] = await Promise.all([
    listCategoryVendors(db),
    listCategoryOrder(db),
    listUsedClassifications(db),
    listClassifications(db),
  ]);
  const position = new Map(order.map((o) => [o.category, o.position]));
  const rank = (c: GameCategory) => position.get(c) ?? 1000 + GAME_CATEGORIES.indexOf(c);
  const categories = GAME_CATEGORIES.filter((c) => pairs.some((p) => p.category === c)).sort(
    (a, b) => rank(a) - rank(b),
  );
  const usedKeys = new Set(used.map((u) => `${u.category}\u0000${u.key}`));
  const mapping: VendorGameTypes['mapping'] = {};
  for (const category of categories) {
    const vendors: Vendor[] = pairs
      .filter((p) => p.category === category)
      .map((p) => ({
        vassalage: p.code,
        displayName: p.displayName,
        mobileSmallIcon: p.icon,
        accountTypeName: p.accountTypeName,
        inHouse: p.inHouse,
        gameCode: p.gameCode,
        cockfight: p.cockfight,
      }));
    const gameClassify = classifications
      .filter((c) => c.category === category && usedKeys.has(`${category}\u0000${c.key}`))
      .map((c) => ({ key: c.key, displayName: c.names[language] ?? c.names[DEFAULT_LANGUAGE] ?? c.key }));
    mapping[category] = { vendors, gameClassify };
  }
  return {
    sorting: categories.map((gameCategory) => ({
      gameCategory,
      vendorNames: mapping[gameCategory]?.vendors.map((v) => v.vassalage) ?? [],
    })),
    mapping,
  };
}
