import type { Scenario, SocketStep } from '../../core/scenario';
import { assistantSays, userSays } from './events';

/** An assistant answer like a live stream's: a paragraph, a list and a short table, unique per order. */
export const streamedAnswer = (order: number) =>
  assistantSays(
    order,
    `Answer **${order}**: the pitch needs a tighter story.\n\n- Revenue ${order}\n- Margin ${order % 37}%\n\n` +
      `| year | revenue |\n|---|---|\n| 2025 | ${order} |\n| 2026 | ${order * 2} |`,
  );

/** A history of `count` messages, questions and answers in turn. */
export const streamedHistory = (count: number) =>
  Array.from({ length: count }, (_, i) => (i % 2 ? streamedAnswer(i + 1) : userSays(i + 1, `Question ${i + 1}`)));

export interface ChatStreamingOptions {
  /** Messages replayed first. */
  history: number;
  /** Answers streamed after the history, one frame each. */
  answers: number;
  perSecond: number;
  /** Quiet time between the history and the first answer: the page draws the history meanwhile. */
  leadMs: number;
}

/** A long chat that replays its history, then streams answers at a steady rate and holds the socket open. */
export const chatStreamingScenario = ({ history, answers, perSecond, leadMs }: ChatStreamingOptions): Scenario => {
  const stream: SocketStep[] = Array.from({ length: answers }, (_, i) => ({
    after: i === 0 ? leadMs : 1000 / perSecond,
    do: 'batch',
    events: [streamedAnswer(history + i + 1)],
  }));
  return {
    name: 'chat-streaming',
    description: `${history} messages of history, then ${answers} answers at ${perSecond} a second.`,
    sockets: [
      {
        path: '/api/2/chat',
        connections: [
          {
            steps: [
              { onClientFrame: true, do: 'ack', ok: true },
              { do: 'batch', events: streamedHistory(history) },
              ...stream,
            ],
            then: 'hold',
          },
        ],
      },
    ],
  };
};
