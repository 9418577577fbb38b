// Written by scripts/check-styles.mjs --write from tiles.module.css; do not edit.
export declare const art: string;
export declare const grid: string;
export declare const info: string;
export declare const meta: string;
export declare const name: string;
export declare const newBadge: string;
export declare const online: string;
export declare const open: string;
export declare const placeholder: string;
export declare const row: string;
export declare const tile: string;
export declare const vendor: string;
export declare const vendorGrid: string;
export declare const vendorRow: string;
