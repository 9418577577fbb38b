import {
  type LotteryGameList,
  type LotteryPlaceBody,
  type LotteryRegion,
  lotteryEndpoints,
  type RegionalLotteryKey,
  WALLET_POLICY,
} from '@app/contracts';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';
import { keepLotteryGames, keptLotteryGames } from '../lib/lottery-cache';

export const lotteryKey = [...MEMBER_SCOPE, 'lottery'] as const;

/**
 * The lotteries with their odds table and the draw taking bets (R-GAMES-44). Asked again every
 * few seconds once the shown draw has closed, so the next draw replaces it.
 */
export const useLotteryGames = () =>
  useQuery({
    queryKey: [...lotteryKey, 'games'],
    queryFn: async ({ signal }) => {
      const list = await callEndpoint(lotteryEndpoints.lotteryGames, { query: {}, signal });
      keepLotteryGames(list);
      return list;
    },
    // The kept copy shows at once and is always asked again (R-GAMES-46).
    initialData: keptLotteryGames,
    initialDataUpdatedAt: 0,
    refetchInterval: (query) => {
      const closes = (query.state.data ?? []).map((game) =>
        game.nextDraw ? Date.parse(game.nextDraw.closesAt) : Number.POSITIVE_INFINITY,
      );
      return closes.some((at) => at <= Date.now()) ? 3_000 : 30_000;
    },
    meta: HANDLES_ERRORS,
  });

/** The latest drawn numbers of each game (R-GAMES-44). */
export const useLotteryNumeros = () =>
  useQuery({
    queryKey: [...lotteryKey, 'numeros'],
    queryFn: ({ signal }) => callEndpoint(lotteryEndpoints.lotteryNumeros, { signal }),
    refetchInterval: 15_000,
    meta: HANDLES_ERRORS,
  });

/** The games most bet on over the last seven days (R-GAMES-44). */
export const useLotteryPopular = () =>
  useQuery({
    queryKey: [...lotteryKey, 'popular'],
    queryFn: ({ signal }) => callEndpoint(lotteryEndpoints.lotteryPopular, { query: {}, signal }),
    staleTime: 60_000,
    meta: HANDLES_ERRORS,
  });

export const placeLotteryOrder = (body: LotteryPlaceBody) =>
  callEndpoint(lotteryEndpoints.lotteryPlace, { body });

export const cancelLotterySubOrders = (subOrderIds: number[]) =>
  callEndpoint(lotteryEndpoints.lotteryCancel, { body: { subOrderIds } });

export const ordersKey = [...lotteryKey, 'orders'] as const;

/**
 * The member's latest orders (R-GAMES-47), every few seconds while one waits for its draw so the
 * result shows when it is drawn; the pending ones with their sub-orders, to cancel.
 */
/**
 * The member's orders of one game, with the details of the pending ones (to cancel them) and, when
 * `withDrawn` (the lotto games, whose tickets show their matches), of the last five drawn ones.
 */
export function useMyOrders(gameId: string, withDrawn = false) {
  const orders = useQuery({
    queryKey: [...ordersKey, 'list'],
    queryFn: ({ signal }) =>
      callEndpoint(lotteryEndpoints.lotteryOrders, { query: { status: 'all', pageSize: 20 }, signal }),
    refetchInterval: (query) =>
      query.state.data?.list.some((order) => order.status === 'pending') ? 4_000 : false,
    meta: HANDLES_ERRORS,
  });
  const mine = (orders.data?.list ?? []).filter((order) => order.gameId === gameId);
  const pending = mine.filter((order) => order.status === 'pending');
  const drawn = withDrawn ? mine.filter((order) => order.status === 'settled').slice(0, 5) : [];
  const details = useQueries({
    queries: [...pending, ...drawn].map((order) => ({
      queryKey: [...ordersKey, 'detail', order.orderId],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callEndpoint(lotteryEndpoints.lotteryOrderDetail, { query: { orderId: order.orderId }, signal }),
      meta: HANDLES_ERRORS,
    })),
  });
  const loaded = details.flatMap((d) => (d.data ? [d.data] : []));
  return {
    orders,
    mine,
    pendingDetails: loaded.filter((order) => order.status === 'pending'),
    drawnDetails: loaded.filter((order) => order.status === 'settled'),
  };
}

/** A drawn draw's seed, commitment and numbers, to recompute here. */
export const useLotteryVerify = (gameId: string, drawNo: number | null) =>
  useQuery({
    queryKey: ['lottery', 'verify', gameId, drawNo],
    queryFn: ({ signal }) =>
      callEndpoint(lotteryEndpoints.lotteryVerify, { query: { gameId, drawNo: drawNo ?? 0 }, signal }),
    enabled: drawNo !== null && gameId !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: HANDLES_ERRORS,
  });

/** One page of the member's tickets between two Manila days, for the records page (R-GAMES-47). */
export const useLotteryOrderPage = (filter: { startDate: string; endDate: string; pageNum: number }) =>
  useQuery({
    queryKey: [...ordersKey, 'page', filter],
    queryFn: ({ signal }) =>
      callEndpoint(lotteryEndpoints.lotteryOrders, {
        query: { ...filter, status: 'all', pageSize: WALLET_POLICY.recordsPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** One ticket with its numbers, each number's stake, odds and result (R-GAMES-47). */
export const useLotteryOrderDetail = (orderId: number) =>
  useQuery({
    queryKey: [...ordersKey, 'detail', orderId],
    queryFn: ({ signal }) =>
      callEndpoint(lotteryEndpoints.lotteryOrderDetail, { query: { orderId }, signal }),
  });

/** Each regional lottery's calls (R-GAMES-45): its menu, a game's latest numbers, the recent games. */
const REGIONAL_CALLS = {
  vn: {
    menu: lotteryEndpoints.vnGameMenu,
    numeros: lotteryEndpoints.vnNumeros,
    recent: lotteryEndpoints.vnRecentGames,
  },
  sea: {
    menu: lotteryEndpoints.seaGameMenu,
    numeros: lotteryEndpoints.seaNumeros,
    recent: lotteryEndpoints.seaRecentGames,
  },
} as const satisfies Record<RegionalLotteryKey, unknown>;

/** A regional lottery's games, group by group (region or country). */
export const useRegionalMenu = (lottery: RegionalLotteryKey) =>
  useQuery({
    queryKey: [...lotteryKey, lottery, 'menu'],
    queryFn: ({ signal }): Promise<{ region: LotteryRegion; games: LotteryGameList }[]> =>
      callEndpoint(REGIONAL_CALLS[lottery].menu, { query: {}, signal }),
    refetchInterval: 30_000,
    meta: HANDLES_ERRORS,
  });

/** One regional game's latest results, newest first. */
export const useRegionalNumeros = (lottery: RegionalLotteryKey, gameId: string) =>
  useQuery({
    queryKey: [...lotteryKey, lottery, 'numeros', gameId],
    queryFn: ({ signal }) => callEndpoint(REGIONAL_CALLS[lottery].numeros, { query: { gameId }, signal }),
    staleTime: 60_000,
    meta: HANDLES_ERRORS,
  });

/** The regional lottery's games the member played last. */
export const useRegionalRecentGames = (lottery: RegionalLotteryKey) =>
  useQuery({
    queryKey: [...lotteryKey, lottery, 'recent'],
    queryFn: ({ signal }) => callEndpoint(REGIONAL_CALLS[lottery].recent, { query: {}, signal }),
    meta: HANDLES_ERRORS,
  });
