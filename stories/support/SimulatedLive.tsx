import { useState, type ReactNode } from 'react';
import { VirtualClock } from '../../src/core/clock';
import { seededRandom } from '../../src/core/random';
import { LiveProvider, type LiveEnvironment } from '../../src/live/react/LiveContext';
import { Button } from '../../src/ui/Button';
import type { Scenario } from '../../simulator/core/scenario';
import type { Simulation } from '../../simulator/core/simulation';
import type { Clock } from '../../src/core/clock';
import type { Random } from '../../src/core/random';
import { UploadCenter } from '../../src/upload/uploadCenter';
import { createInProcessSimulation, inProcessPartTransport, inProcessSocketFactory } from '../../simulator/inprocess';

/** Uploads of one chat straight into the simulation, on the story's clock. */
export function simulatedUploadCenter(simulation: Simulation, chatUid: string, clock: Clock, random: Random) {
  return new UploadCenter({
    startFileUpload: async (file) => {
      const answer = await simulation.http({
        method: 'POST',
        path: '/api/1/chats/start_file_upload',
        query: {},
        headers: {},
        cookies: {},
        body: {
          kind: 'json',
          value: { organization: 'org-demo', chat_uid: chatUid, name: file.name, size_bytes: file.size },
        },
      });
      const body = answer.body as { file_upload_uid: string; part_size_bytes: number };
      return answer.status === 200
        ? { fileUploadUid: body.file_upload_uid, partSize: body.part_size_bytes }
        : undefined;
    },
    transport: inProcessPartTransport(simulation),
    clock,
    random,
    log: { warn: () => undefined },
  });
}

export interface SimulatedLiveProps {
  scenario: Scenario;
  /** Runs once against the fresh simulation (create a pitch, seed a chat…). */
  prepare?: (simulation: ReturnType<typeof createInProcessSimulation>) => void;
  /** Wraps the environment's socket factory, e.g. to count sockets. */
  wrapSockets?: (factory: LiveEnvironment['createSocket']) => LiveEnvironment['createSocket'];
  children: (simulation: Simulation) => ReactNode;
}

/**
 * A scenario played in the page under a VirtualClock that only the 'Advance' buttons move: what a story
 * shows is the same on every run, and a designer can step through a live stream.
 */
export function SimulatedLive({ scenario, prepare, wrapSockets = (factory) => factory, children }: SimulatedLiveProps) {
  const [{ clock, sim, environment }] = useState(() => {
    const clock = new VirtualClock();
    const sim = createInProcessSimulation({ scenario, clock });
    prepare?.(sim);
    const environment: LiveEnvironment = {
      wsBaseUrl: 'ws://simulator.invalid',
      organizationUid: 'org-demo',
      clock,
      random: seededRandom(scenario.seed ?? 1),
      createSocket: wrapSockets(inProcessSocketFactory(sim.simulation, clock)),
    };
    return { clock, sim, environment };
  });
  const [now, setNow] = useState(0);
  const advance = (ms: number) => {
    clock.advance(ms);
    setNow(clock.now());
  };
  return (
    <LiveProvider environment={environment}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '0 0 12px' }}>
        <Button size="small" variant="dawn" onClick={() => advance(100)}>
          Advance 0.1 s
        </Button>
        <Button size="small" variant="dawn" onClick={() => advance(1_000)}>
          Advance 1 s
        </Button>
        <Button size="small" variant="dawn" onClick={() => advance(10_000)}>
          Advance 10 s
        </Button>
        <span>Simulation time: {(now / 1000).toFixed(1)} s</span>
      </div>
      {children(sim.simulation)}
    </LiveProvider>
  );
}
