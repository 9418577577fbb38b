// Written by scripts/check-styles.mjs --write from balance.module.css; do not edit.
export declare const balanceAction: string;
export declare const balanceIcon: string;
export declare const balanceLabel: string;
export declare const balanceText: string;
export declare const balanceValue: string;
export declare const balanceWidget: string;
export declare const isRefreshing: string;
