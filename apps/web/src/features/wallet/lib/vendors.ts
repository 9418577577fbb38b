import type { VendorGameTypes } from '@app/contracts';

/** Every vendor of the catalogue once, by display name, for the records vendor selector. */
export function vendorOptions(data: VendorGameTypes | undefined): { code: string; name: string }[] {
  const byCode = new Map<string, string>();
  for (const entry of Object.values(data?.mapping ?? {})) {
    for (const vendor of entry?.vendors ?? []) {
      if (!byCode.has(vendor.vassalage)) byCode.set(vendor.vassalage, vendor.displayName || vendor.vassalage);
    }
  }
  return [...byCode].map(([code, name]) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name));
}
