import { createContext, useContext } from 'react';
import type { AmountFormat, AppFull } from '@shop/contract';
import type { RunMode, ViewMode } from './run-mode.ts';

/** The loaded site every screen renders within; provided once by the app shell. */
export interface AppData {
  app: AppFull;
  currencySymbol: string;
  amountFormat: AmountFormat;
  runMode: RunMode;
  viewMode: ViewMode;
}

export const AppDataContext = createContext<AppData | null>(null);

export function useAppData(): AppData {
  const data = useContext(AppDataContext);
  if (!data) throw new Error('useAppData outside the app shell');
  return data;
}
