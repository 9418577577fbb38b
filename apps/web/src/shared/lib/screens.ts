import { createContext, useContext } from 'react';

/**
 * Whether a path under /m has a screen yet. The route table in app/ knows; features ask through this
 * context, since a feature never imports app/ (which imports every feature's screens).
 */
export const ScreensContext = createContext<(path: string) => boolean>(() => true);

export const useHasScreen = () => useContext(ScreensContext);
