import { firstTexts } from '../../strings/english/first';
import { defineScreenGroup } from '../define';
import { mainIntents } from './intents';
import { MainScreen } from './MainScreen';
import { mainView } from './view';

/** Main, the first screen: in the first load, with the texts every screen shares. */
export default defineScreenGroup('main', {
  texts: firstTexts,
  view: mainView,
  intents: mainIntents,
  screens: { Main: MainScreen },
});
