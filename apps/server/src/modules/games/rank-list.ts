import { centavosToPesos, type GameCategory, maskName, type Winner } from '@app/contracts';
import type { rankListQuerySchema } from '@app/contracts/schemas';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { findWinners } from './winner-repository.js';

/** R-API-53: the winner board from real settled wins only, names masked (H-5); empty when none. */
export async function rankList(
  db: DbOrTx,
  query: z.output<typeof rankListQuerySchema>,
): Promise<{ list: Winner[] }> {
  const category = query.gameCategory === 'ALL' ? undefined : query.gameCategory;
  const rows = await findWinners(db, category, query.limitNum);
  return {
    list: rows.map((r) => ({
      vo: {
        iconUrl: r.mobileSmallIcon || r.iconUrl || r.showIcon,
        gameName: r.name,
        customerName: maskName(r.username),
        winAmount: centavosToPesos(r.winCentavos),
        nodeId: r.nodeId,
        vassalage: r.vendorCode,
        gameCategory: r.category as GameCategory,
        supportPlay: r.supportPlay,
        gameId: r.gameId,
        wonAt: (r.settledAt ?? new Date(0)).toISOString(),
      },
    })),
  };
}
