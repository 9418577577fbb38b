import { apiGet } from '../../../shared/lib/api-client';

/** Records a launched game among the recent ones (R-GAMES-34). */
export const addRecentGame = (nodeId: number) => apiGet<unknown>('/wps/relay/MCS2_addRecentGame', { nodeId });
