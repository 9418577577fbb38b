// Written by scripts/check-styles.mjs --write from side-menu.module.css; do not edit.
export declare const chevron: string;
export declare const entries: string;
export declare const entry: string;
export declare const head: string;
export declare const open: string;
export declare const overlay: string;
export declare const panel: string;
export declare const section: string;
export declare const sideMenu: string;
export declare const signOut: string;
