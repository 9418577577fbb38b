import { centavosToPesos, type Game, type GameCategory } from '@app/contracts';
import { games, vendors } from '../../db/schema/index.js';

/** The columns every game answer is built from (a game joined with its vendor). */
export const gameColumns = {
  nodeId: games.nodeId,
  gameId: games.gameId,
  gameCode: games.gameCode,
  name: games.name,
  category: games.category,
  classify: games.classify,
  roomId: games.roomId,
  iconUrl: games.iconUrl,
  showIcon: games.showIcon,
  mobileSmallIcon: games.mobileSmallIcon,
  mobileLargeIcon: games.mobileLargeIcon,
  minBetCentavos: games.minBetCentavos,
  supportPlay: games.supportPlay,
  isNew: games.isNew,
  lottoMode: games.lottoMode,
  gameGroupId: games.gameGroupId,
  telNodeId: games.telNodeId,
  isH5: games.isH5,
  vendorCode: games.vendorCode,
  vendorName: vendors.displayName,
};

export interface GameRow {
  nodeId: number;
  gameId: string;
  gameCode: string;
  name: string;
  category: string;
  classify: string[];
  roomId: string | null;
  iconUrl: string;
  showIcon: string;
  mobileSmallIcon: string;
  mobileLargeIcon: string;
  minBetCentavos: number;
  supportPlay: number;
  isNew: boolean;
  lottoMode: string | null;
  gameGroupId: string | null;
  telNodeId: string | null;
  isH5: boolean;
  vendorCode: string;
  vendorName: string;
}

/** A stored game as the API speaks of it; `onlineCount` is the real count or null (H-1). */
export function toGame(row: GameRow, onlineCount: number | null = null): Game {
  return {
    nodeId: row.nodeId,
    gameId: row.gameId,
    roomId: row.roomId,
    gameCode: row.gameCode,
    gameName: row.name,
    nodeName: row.name,
    gameType: row.category,
    vassalage: row.vendorCode,
    displayName: row.vendorName,
    iconUrl: row.iconUrl,
    showIcon: row.showIcon,
    mobileSmallIcon: row.mobileSmallIcon,
    mobileLargeIcon: row.mobileLargeIcon,
    supportPlay: row.supportPlay,
    lottoMode: row.lottoMode,
    gameGroupId: row.gameGroupId,
    telNodeId: row.telNodeId,
    isGameH5: row.isH5,
    freeplay: row.supportPlay === 0,
    gameCategory: row.category as GameCategory,
    minBet: centavosToPesos(row.minBetCentavos),
    isNew: row.isNew,
    onlineCount,
  };
}

/** Pages of a list: `totalPages` is the real count (0 when nothing matches). */
export function pagesOf(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}
