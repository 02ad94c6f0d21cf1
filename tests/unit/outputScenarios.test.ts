import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/core/clock';
import { seededRandom } from '../../src/core/random';
import { createOutputConnection } from '../../src/live/outputConnection';
import { RULES } from '../../src/live/outputModel';
import { pageContent } from '../../src/output/pageContent';
import type { Scenario } from '../../simulator/core/scenario';
import { createInProcessSimulation, inProcessSocketFactory } from '../../simulator/inprocess';
import { scenarios } from '../../simulator/scenarios';
import { outputViolationScenarios } from '../../simulator/scenarios/output/lifecycle';
import { outputStreamingScenario } from '../../simulator/scenarios/output/streaming';

function connect(scenario: Scenario) {
  const clock = new VirtualClock();
  const sim = createInProcessSimulation({ scenario, clock });
  const output = createOutputConnection({
    url: 'ws://sim.test/api/2/output',
    organizationUid: 'org-demo',
    outputUid: 'output-1',
    clock,
    random: seededRandom(4),
    createSocket: inProcessSocketFactory(sim.simulation, clock),
  });
  output.start();
  const contents = () =>
    output.view.pages.map((page) => pageContent(page, output.view.structure, output.view.companies));
  return { clock, output, contents };
}

describe('output scenarios', () => {
  it('output-cover renders the cover', () => {
    const { clock, contents } = connect(scenarios['output-cover']!);
    clock.advance(200);
    expect(contents()).toEqual([
      { kind: 'cover', companyName: 'Acme Robotics', subtitle: 'Proposed **Nasdaq** listing', version: 1 },
    ]);
  });

  it('output-not-ipo and output-unknown-page give their page errors', () => {
    const notIpo = connect(scenarios['output-not-ipo']!);
    notIpo.clock.advance(200);
    expect(notIpo.contents()[0]).toEqual({ kind: 'notAnIpo' });
    const unknown = connect(scenarios['output-unknown-page']!);
    unknown.clock.advance(200);
    expect(unknown.contents()[0]).toEqual({
      kind: 'needsSupport',
      problem: 'Unknown page type: root--valuation-football-field',
    });
  });

  it('output-reconnect: a drop from connected retries at once with the count reset, then applies the revision', () => {
    const { clock, output, contents } = connect(scenarios['output-reconnect']!);
    clock.advance(11_500);
    expect(output.view.status).toBe('connected');
    clock.advance(600);
    expect(output.view).toMatchObject({ retries: 1 });
    clock.advance(1_500);
    expect(output.view.status).toBe('connected_recently');
    expect(contents()[0]).toMatchObject({ subtitle: 'Revised: **NYSE** listing' });
  });

  const expected: Record<string, string> = {
    'output-violation-duplicate-uid': RULES.duplicate,
    'output-violation-page-without-section': RULES.pageNeedsSection,
    'output-violation-split-section': RULES.split,
    'output-violation-remove-section-with-pages': RULES.sectionWithChildren,
    'output-violation-second-structure': RULES.structureOnce,
    'output-violation-remove-target-company': RULES.targetRemoved,
    'output-violation-unknown-event-type': 'Unknown output event type: page-exploded',
  };

  it.each(outputViolationScenarios.map((scenario) => [scenario.name, scenario] as const))(
    '%s ends in errored, naming the rule',
    (name, scenario) => {
      const { clock, output } = connect(scenario);
      clock.advance(200);
      expect(output.view.status).toBe('errored');
      expect(output.view.error).toContain(expected[name]);
      clock.advance(1_000);
      expect(output.view.status).toBe('closed');
      expect(output.view.error).toBeDefined();
    },
  );

  it('output-streaming replays its pages, then streams revisions and sections at its rate, ending on a revision', () => {
    const scenario = outputStreamingScenario({ pages: 5, events: 40, perSecond: 200, leadMs: 1_000 });
    const { clock, output, contents } = connect(scenario);
    clock.advance(500);
    expect(output.view.pages.map((page) => page.uid)).toEqual(['page-cover', 'page-2', 'page-3', 'page-4', 'page-5']);
    expect(contents()[4]).toMatchObject({ kind: 'cover', subtitle: 'Page **5**' });
    const sectionCount = () => Object.keys(output.view.sections).length;
    const sections = sectionCount();
    // The stream starts 1 s after the pages and sends one event each 5 ms: twenty of the forty by now, ten
    // revisions and ten new sections.
    clock.advance(500 + 19 * 5 + 2);
    expect(sectionCount()).toBe(sections + 10);
    clock.advance(20 * 5);
    expect(output.view.status).toBe('connected_recently');
    expect(sectionCount()).toBe(sections + 20);
    // The 40th event (n = 39) revises page 2 + 39 % 4 = page-5.
    expect(contents()[4]).toMatchObject({ kind: 'cover', subtitle: 'Revision **39**' });
  });
});
