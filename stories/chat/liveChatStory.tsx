import { useState, type ComponentProps } from 'react';
import { userEvent } from 'storybook/test';
import { ChatPanel } from '../../src/chat/ChatPanel';
import { useChatUploads } from '../../src/chat/useChatUploads';
import { useLiveEnvironment } from '../../src/live/react/LiveContext';
import { useChatConnection } from '../../src/live/react/useLiveConnections';
import type { Simulation } from '../../simulator/core/simulation';
import { SimulatedLive, simulatedUploadCenter } from '../support/SimulatedLive';

/**
 * The live chat the LiveChat stories show (and the test cases that reuse their meta): the chat panel over a
 * chat connection and real uploads, against a scenario the simulator plays under a clock the story steps.
 */

interface ConnectedChatProps {
  chatUid: string;
  simulation: Simulation;
  onOpenOutput: (uid: string) => void;
}

function ConnectedChat({ chatUid, simulation, onOpenOutput }: ConnectedChatProps) {
  const { view, connection } = useChatConnection(chatUid);
  const { clock, random } = useLiveEnvironment();
  const [center] = useState(() => simulatedUploadCenter(simulation, chatUid, clock, random));
  const uploads = useChatUploads(center);
  return (
    <ChatPanel
      view={view}
      height="480px"
      onSend={(text) => connection.addPending(text)}
      onPickFile={(file) => void center.begin(file)}
      onOpenOutput={onOpenOutput}
      uploads={uploads}
    />
  );
}

export type LiveChatProps = Omit<ComponentProps<typeof SimulatedLive>, 'children'> & {
  chatUid: string;
  onOpenOutput: (uid: string) => void;
};

export function LiveChat({ chatUid, onOpenOutput, ...live }: LiveChatProps) {
  return (
    <div style={{ width: 720 }}>
      <SimulatedLive {...live}>
        {(simulation) => <ConnectedChat chatUid={chatUid} simulation={simulation} onOpenOutput={onOpenOutput} />}
      </SimulatedLive>
    </div>
  );
}

/** Presses one of the simulation's 'Advance' buttons, as many times as asked. */
export const advance = async (
  canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement },
  label: string,
  times = 1,
) => {
  for (let i = 0; i < times; i++) await userEvent.click(canvas.getByRole('button', { name: label }));
};
