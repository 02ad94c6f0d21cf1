import { proxy, ref } from 'valtio/vanilla';
import { decodeEnvelope } from './frames';
import { LiveConnection, type LiveSocketOptions } from './liveConnection';
import { bindModel, recordOf, type StatusView } from './modelBinding';
import { decodeOutputEventBody, type OutputEventBody } from './outputEvents';
import {
  OutputModel,
  type OutputCollection,
  type OutputCompany,
  type OutputPage,
  type OutputSection,
  type OutputStructure,
  type OutputUser,
} from './outputModel';

/** What the output page renders; collections are held by ref and replaced whole when they change. */
export interface OutputView extends StatusView {
  pages: readonly OutputPage[];
  sections: Readonly<Record<string, OutputSection>>;
  companies: Readonly<Record<string, OutputCompany>>;
  users: Readonly<Record<string, OutputUser>>;
  structure: OutputStructure | null;
}

/** `url` is ws(s)://host/api/2/output. */
export interface OutputConnectionOptions extends LiveSocketOptions {
  organizationUid: string;
  outputUid: string;
}

/** The output socket: the shared lifecycle (retries reset after a settled drop) feeding an OutputModel. */
export function createOutputConnection(options: OutputConnectionOptions) {
  const model = new OutputModel();
  const copied = copyOnChange(model);
  const project = () => ({
    pages: copied('pages', () => [...model.pages]),
    sections: copied('sections', () => recordOf(model.sections)),
    companies: copied('companies', () => recordOf(model.companies)),
    users: copied('users', () => recordOf(model.users)),
    structure: model.structure,
  });
  const view = proxy<OutputView>({ status: 'initializing', retries: 0, error: undefined, ...project() });
  const binding = bindModel(model, view, project);
  const connection = new LiveConnection<OutputEventBody>({
    ...options,
    auth: { organization_uid: options.organizationUid, genios_output_uid: options.outputUid },
    decodeEvent: (raw) => decodeEnvelope(raw, decodeOutputEventBody, true),
    resetRetriesAfterConnectedDrop: true,
    onEvents: binding.onEvents,
    onReset: binding.onReset,
    onState: binding.publishStatus,
  });
  return { view, model, start: () => connection.start(), close: () => connection.close() };
}

export type OutputConnection = ReturnType<typeof createOutputConnection>;

/**
 * A collection's copy for the view, made again only when the model changed that collection: a frame of
 * user events does not copy every page, and a long output does not pay for its size on every frame.
 */
function copyOnChange(model: OutputModel) {
  const copies = new Map<OutputCollection, { at: number; copy: object }>();
  return <T extends object>(collection: OutputCollection, copy: () => T): T => {
    const kept = copies.get(collection);
    if (kept?.at === model.changes[collection]) return kept.copy as T;
    const fresh = ref(copy());
    copies.set(collection, { at: model.changes[collection], copy: fresh });
    return fresh;
  };
}
