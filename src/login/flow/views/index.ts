import type { LoginStrings } from '../../strings';
import { SCREEN_GROUP, type ScreenGroup } from '../screenGroups';
import type { IntegratorConfig } from '../types';
import { mainView, type GroupView, type ScreenView, type ViewState } from '../view';
import { federationView } from '../../groups/federation/view';
import { mfaView } from '../../groups/mfa/view';
import { nextView } from '../../groups/next/view';
import { passwordView } from '../../groups/passwords/view';

const VIEW_OF_GROUP: { [G in ScreenGroup]: GroupView<G> } = {
  main: mainView,
  next: nextView,
  mfa: mfaView,
  passwords: passwordView,
  federation: federationView,
};

/**
 * The view of the current screen, whatever its group. The widget asks each group's own view (it comes with the
 * group's chunk); this one holds them all, for tests that follow a flow across groups.
 */
export function viewFor(snapshot: ViewState, config: IntegratorConfig, strings: LoginStrings): ScreenView {
  const view = VIEW_OF_GROUP[SCREEN_GROUP[snapshot.screen]](snapshot, config, strings);
  if (!view) throw new Error(`No view for the screen ${snapshot.screen}`);
  return view;
}
