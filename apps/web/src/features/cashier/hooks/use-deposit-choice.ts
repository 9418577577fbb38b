import type { DepositVendor } from '@app/contracts';
import { useState } from 'react';
import type { DepositChoice } from '../components/DepositMethods';

/** The chosen deposit method: the player's pick, else the first on offer. */
export function useDepositChoice(vendors: DepositVendor[] | undefined) {
  const [picked, setPicked] = useState<DepositChoice | null>(null);
  const first = vendors?.[0]?.methods[0];
  const fallback = vendors?.[0] && first ? { vendor: vendors[0].vendor, method: first } : null;
  const stillOffered =
    picked &&
    vendors?.some(
      (v) => v.vendor === picked.vendor && v.methods.some((m) => m.method === picked.method.method),
    );
  return { chosen: stillOffered ? picked : fallback, choose: setPicked };
}
