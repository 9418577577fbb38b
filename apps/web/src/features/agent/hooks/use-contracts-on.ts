import { useStatus } from '../../../shared/api/get-status';

/**
 * Whether the operator's agent policy (`AGENTPOLICY3`) is on; undefined until the status has
 * loaded, or, with `fresh`, until this start has fetched it (the copy cached from an earlier visit
 * may be out of date, and the contract check acts on it once).
 */
export function useContractsOn(fresh = false): boolean | undefined {
  const { data, dataUpdatedAt } = useStatus();
  if (!data || (fresh && dataUpdatedAt === 0)) return undefined;
  return data.info.whitelabel.AGENTPOLICY3 === true;
}
