import { GAME_CATEGORIES, isAgentType } from '@app/contracts';
import type { Db } from '../../db/client.js';
import {
  agentByUsername,
  downlineFloor,
  type Rates,
  rebatesOf,
  setMemberType,
  setQuota,
  writeRates,
} from './rebate-repository.js';
import { getQuotas } from './rebates.js';

/** What the operator's agent commands refuse, with the reason they print. */
export class AgentOpsRefusal extends Error {}

async function agentNamed(db: Db, username: string) {
  const agent = await agentByUsername(db, username);
  if (!agent) throw new AgentOpsRefusal(`no member ${username}`);
  if (!isAgentType(agent.type))
    throw new AgentOpsRefusal(`${username} is not an agent: approve an application first`);
  return agent;
}

/** type 1 or 2 for an agent already (the application made it 1). */
export async function setAgentType(db: Db, username: string, type: 1 | 2) {
  const agent = await agentNamed(db, username);
  await setMemberType(db, agent.id, type);
}

/**
 * The agent's own (maximum) rate per category, in percent: what bounds what they give below. A rate
 * under what one of their downlines has is refused, so the tree stays ordered.
 */
export async function setAgentRebates(db: Db, username: string, percents: Record<string, number>) {
  const agent = await agentNamed(db, username);
  const floor = await downlineFloor(db, agent.id);
  const rates: Rates = new Map();
  for (const [category, value] of Object.entries(percents)) {
    if (!(GAME_CATEGORIES as readonly string[]).includes(category))
      throw new AgentOpsRefusal(`unknown category ${category}; one of ${GAME_CATEGORIES.join(', ')}`);
    const bp = Math.round(value * 100);
    if (!Number.isFinite(value) || bp < 0 || bp > 10_000 || Math.abs(value * 100 - bp) > 1e-6)
      throw new AgentOpsRefusal(`${category}: a percent from 0 to 100 with at most two decimals`);
    if (bp < (floor.get(category) ?? 0))
      throw new AgentOpsRefusal(
        `${category}: a downline has ${(floor.get(category) ?? 0) / 100}%, set at least that`,
      );
    rates.set(category, bp);
  }
  await db.transaction((tx) => writeRates(tx, agent.id, rates));
}

/** How many downline accounts the agent may still open at a level (percent); null removes the limit. */
export async function setAgentQuota(db: Db, username: string, level: number, remaining: number | null) {
  const agent = await agentNamed(db, username);
  await setQuota(db, agent.id, Math.round(level * 100), remaining);
}

/** The agent's type, rates and quotas, for `agent show`. */
export async function agentOverview(db: Db, username: string) {
  const agent = await agentNamed(db, username);
  const rates = await rebatesOf(db, agent.id);
  return {
    type: agent.type,
    rebates: Object.fromEntries([...rates].map(([category, bp]) => [category, bp / 100])),
    quotas: (await getQuotas(db, agent.id)).list,
  };
}
