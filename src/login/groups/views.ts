import { SCREEN_GROUP, type IntegratorConfig } from '../flow';
import { mainView, type MainView, type ViewState } from '../flow/view';
import type { LoginCatalogue } from '../strings';
import federation from './federation';
import mfa from './mfa';
import next from './next';
import passwords from './passwords';

const GROUPS = { next, mfa, passwords, federation };

/** What a screen shows, whatever its group. */
export type ScreenView = MainView | ReturnType<(typeof GROUPS)[keyof typeof GROUPS]['view']>;

/**
 * The view of the current screen, whatever its group. The widget asks each group's own view (it comes with the
 * group's chunk); this one holds them all, for tests that follow a flow across groups.
 */
export function viewFor(snapshot: ViewState, config: IntegratorConfig, catalogue: LoginCatalogue): ScreenView {
  const group = SCREEN_GROUP[snapshot.screen];
  let view: ScreenView | null;
  if (group === 'main') view = mainView(snapshot, config, catalogue.first);
  else {
    const { view: groupView, texts } = GROUPS[group];
    view = (groupView as (...args: unknown[]) => ScreenView | null)(snapshot, config, catalogue.part(texts));
  }
  if (!view) throw new Error(`No view for the screen ${snapshot.screen}`);
  return view;
}
