import { proxy, ref } from 'valtio/vanilla';
import { decodeEnvelope } from './frames';
import { LiveConnection, type LiveSocketOptions } from './liveConnection';
import { bindModel, recordOf, type StatusView } from './modelBinding';
import { decodeOutputEventBody, type OutputEventBody } from './outputEvents';
import {
  OutputModel,
  type OutputCompany,
  type OutputPage,
  type OutputSection,
  type OutputStructure,
  type OutputUser,
} from './outputModel';

/** What the output page renders; collections are held by ref and replaced whole on each change. */
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
  const project = () => ({
    pages: ref([...model.pages]),
    sections: ref(recordOf(model.sections)),
    companies: ref(recordOf(model.companies)),
    users: ref(recordOf(model.users)),
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
