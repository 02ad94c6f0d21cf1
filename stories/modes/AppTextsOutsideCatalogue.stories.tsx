import type { Meta, StoryObj } from '@storybook/react-vite';
import * as ChatPage from '../app/ChatPage.stories';
import * as Dashboard from '../app/Dashboard.stories';
import * as NotFound from '../app/NotFound.stories';
import * as RouteError from '../app/RouteError.stories';
import * as StartupError from '../app/StartupError.stories';
import * as ChatPanel from '../chat/ChatPanel.stories';
import * as UploadStatus from '../chat/UploadStatus.stories';
import * as OutputPageStories from '../output/OutputPageView.stories';
import * as ChatPanelHostileInput from '../testCases/ChatPanelHostileInput.stories';
import * as NotFoundHostileInput from '../testCases/NotFoundHostileInput.stories';
import * as OutputPageHostileInput from '../testCases/OutputPageHostileInput.stories';
import { storyStates } from './storyStates';
import { checkAnnotations, expectNoTextOutsideCatalogue, type UserData } from './textsOutsideCatalogue';

/**
 * Every state of the app's component and page stories that renders on its own, and of their hostile input
 * test cases, in the pseudo-locale: the texts the app shows from its parts (src/ui/texts) come out accented,
 * so any text that bypasses them stands out unaccented. The play lists them (target: none).
 *
 * Not here, as they need what one page of states cannot give them; checked by hand in the pseudo-locale:
 * - App/Login and App/Routes: the provider emulator and the whole app's routes (a loader, lazy pages) behind
 *   each story; their pages' own states are here (Dashboard, ChatPage, NotFound, RouteError).
 * - Chat/LiveChat: the assistant emulator over a socket and real uploads; its panel and upload lines are
 *   here (ChatPanel, UploadStatus).
 * - Output/OutputPage's LiveBuildUpReplayed: the output emulator under a clock the story steps; what it
 *   builds up is the cover the other states show.
 */

const { LiveBuildUpReplayed: _replayed, ...OutputPage } = OutputPageStories;

const states = storyStates({
  ChatPanel,
  UploadStatus,
  OutputPage,
  Dashboard,
  ChatPage,
  NotFound,
  RouteError,
  StartupError,
  ChatPanelHostileInput,
  NotFoundHostileInput,
  OutputPageHostileInput,
});

/** What the fixtures give as the member's, the server's or a developer's own words: not the app's. */
const USER_DATA: UserData = [
  // The names of the member's files, which the upload line shows apart from its text.
  'deck.pdf',
  /^Acme Robotics - IPO valuation model .*\.xlsx$/,
  // The app's name (its logo's alternative text).
  'Genios',
  // The pitch's conversation (simulator/scenarios/chat/events: pitchHistory), as its markdown renders.
  'IPO pitch: Acme Robotics',
  'Acme Robotics builds',
  'warehouse automation',
  '. I drafted a first cover page.',
  'What valuation range should we show?',
  'A first range of',
  '$2.1–2.6B',
  'uses revenue multiples of listed peers:',
  'Peer',
  'EV / revenue',
  /^Peer [AB]$/,
  'Researching Acme Robotics…',
  'Can you add a risk factor slide?',
  // The markdown, plain-text and hostile messages, and the long conversation's numbered ones.
  'Markdown:',
  'bold',
  'code',
  'and',
  'a link',
  'Plain text: **not bold** and <b>no tags</b>.',
  'click me',
  /^Question \d+$/,
  'Answer',
  ': noted.',
  // The output's company and cover subtitle (outputFixtures), and the long company name.
  'Acme Robotics',
  // The cover's subtitle as it opens its line (the bracket is the pseudo-locale's, around the whole line).
  '[Proposed',
  'Nasdaq',
  'Internationale Maschinenbau- und Robotiktechnik Aktiengesellschaft Holding',
  // The hostile fixtures (each sets a window.__…Xss flag if it ever runs) and a refused link's text.
  /window\.__\w+Xss|javascript:alert/,
  'x',
  // Sizes as formatBytes writes them: figures with their unit, set apart from the upload line's words.
  /^[\d.,]+ (B|KB|MB|GB|TB)$/,
  // The addresses the not-found page is asked for, and a human-readable error's own message.
  /^\/\S*$/,
  'The assistant is being updated. Try again in a few minutes.',
  // The configuration's problems: written for the developers who build the app (app/config.ts), in English.
  /^(Unknown key|Malformed configuration|Missing configuration)\b/,
  // The chat stories' own controls, which stand in for the window and the server.
  'Simulate two new messages',
  'Resize the window',
];

const meta = { title: 'Test cases/App/Texts outside the catalogue', ...checkAnnotations(states) } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryAppState: Story = {
  play: async ({ canvasElement }) => {
    await expectNoTextOutsideCatalogue(canvasElement, states, USER_DATA);
  },
};
