import { lazy, type ComponentType } from 'react';

/**
 * Sections other features add to the member's account screen (/onlineMyAccount), in order. The account
 * screen renders each inside <Suspense>; they load lazily so the account screen stays light.
 */
export const ACCOUNT_SECTIONS: Array<{ id: string; Component: ComponentType }> = [
  { id: 'points', Component: lazy(async () => ({ default: (await import('../features/member-points/PointsHistory.tsx')).PointsHistory })) },
];
