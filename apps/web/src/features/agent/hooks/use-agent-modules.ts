import type { AgentModuleId } from '@app/contracts';
import { useConsolidatedSettings } from '../../../shared/api/get-consolidated-settings';

/** Whether each agent module is on (R-SYS-30); undefined until the settings have loaded. */
export function useAgentModules(): (id: AgentModuleId) => boolean | undefined {
  const modules = useConsolidatedSettings().data?.modules;
  return (id) => (modules ? modules[id] !== false : undefined);
}
