'use client';
import { createContext, useContext } from 'react';

/**
 * The query string of a kept-alive screen: the one it was last shown with. A hidden screen
 * must not read useSearchParams(), which follows the visible route. The shell provides it.
 */
export const ScreenParams = createContext<URLSearchParams>(new URLSearchParams());
export const useScreenParams = () => useContext(ScreenParams);
