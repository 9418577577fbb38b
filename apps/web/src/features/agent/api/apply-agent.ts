import { agentEndpoints, type BodyOf } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

export type AgentApplyBody = BodyOf<typeof agentEndpoints.agentApply>;

/** `POST /wps/agent/register`: the application with contact details and a note (R-AGENT-01). */
export const applyAgent = (body: AgentApplyBody) => callEndpoint(agentEndpoints.agentApply, { body });
