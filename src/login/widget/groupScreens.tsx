import { lazy, type ComponentType, type ReactNode } from 'react';
import type { LazyGroup, ScreensOf } from '../flow';
import { SCREEN_GROUPS } from '../groups';
import type { ScreenGroupDefinition, ScreenProps } from '../groups/define';
import { useLoginTexts } from '../screens/loginStrings';
import type { TextPart } from '../strings';

/** What the widget gives a group's screens besides the view the group makes. */
export type GroupScreensProps = Omit<ScreenProps<AnyView>, 'view'>;

type AnyView = { screen: ScreensOf<LazyGroup> };
type AnyGroup = ScreenGroupDefinition<LazyGroup, TextPart, unknown, AnyView>;

/** A group's current screen: the group's view of the state, with its texts, given to that screen. */
function groupScreens(group: AnyGroup): ComponentType<GroupScreensProps> {
  return function GroupScreens(props: GroupScreensProps) {
    const texts = useLoginTexts(group.texts);
    const view = group.view(props.snapshot, props.flow.config, texts);
    if (!view) return null;
    const screen = group.screens[view.screen] as (props: ScreenProps<AnyView>) => ReactNode;
    return screen({ ...props, view });
  };
}

/**
 * Every screen but Main loads on demand, with its group (groups/index.ts). A page pays for Main before its
 * first screen. A screen's heading takes the focus when it mounts, after its chunk arrived, as it would have
 * at once.
 */
const GROUP_SCREENS = Object.fromEntries(
  (Object.keys(SCREEN_GROUPS) as LazyGroup[]).map((name) => [
    name,
    // Each group's definition was checked against its own screens where it was declared (groups/index.ts).
    lazy(async () => ({ default: groupScreens((await SCREEN_GROUPS[name]()).default as unknown as AnyGroup) })),
  ]),
) as unknown as Record<LazyGroup, ComponentType<GroupScreensProps>>;

export const screenGroup = (group: LazyGroup) => GROUP_SCREENS[group];

export const GoogleOneTap = lazy(async () => ({ default: (await SCREEN_GROUPS.federation()).GoogleOneTap }));

/** Fetches the screens that follow Main while the member reads it, so the next step shows without a wait. */
export const prefetchNextScreens = () => void SCREEN_GROUPS.next();
