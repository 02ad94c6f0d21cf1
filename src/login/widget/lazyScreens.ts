import { lazy, type ComponentType } from 'react';
import type { ScreenGroup } from '../flow';
import type { ScreenGroupProps } from './ScreenSwitch';

/**
 * Every screen but Main loads on demand, in the groups of flow/screenGroups.ts, each a chunk with its screens,
 * their views and texts, and the switch that wires them to the flow: the screens that follow Main on every method (fetched as soon as Main is up), and three
 * groups a member may never see (MFA, passwords, SSO discovery and consent). A page pays for Main before its
 * first screen. A screen's heading takes the focus when it mounts, after its chunk arrived, as it would have
 * at once.
 */
const next = () => import('../groups/next/index');
const federation = () => import('../groups/federation/index');

const NextScreens = lazy(async () => ({ default: (await next()).NextScreens }));
const MfaScreens = lazy(async () => ({ default: (await import('../groups/mfa/index')).MfaScreens }));
const PasswordScreens = lazy(async () => ({ default: (await import('../groups/passwords/index')).PasswordScreens }));
const FederationScreens = lazy(async () => ({ default: (await federation()).FederationScreens }));

export const GoogleOneTap = lazy(async () => ({ default: (await federation()).GoogleOneTap }));

/** One component per group loaded on demand (flow/screenGroups.ts); Main is ScreenSwitch's own. */
const COMPONENT_OF: Record<Exclude<ScreenGroup, 'main'>, ComponentType<ScreenGroupProps>> = {
  next: NextScreens,
  mfa: MfaScreens,
  passwords: PasswordScreens,
  federation: FederationScreens,
};

export const screenGroup = (group: Exclude<ScreenGroup, 'main'>) => COMPONENT_OF[group];

/** Fetches the screens that follow Main while the member reads it, so the next step shows without a wait. */
export const prefetchNextScreens = () => void next();
