import type { UploadSettings } from '../../core/scenario';
import { byteLength } from '../../core/chunks';
import { errorResponse } from '../../core/simulation';
import { sleep } from '../../core/sleep';
import type { SimContext, SimRequest, SimResponse } from '../../core/types';
import type { ChatLog } from './chatStore';
import { MAX_FILE_BYTES, summarizeFile } from './fileReader';

export const DEFAULT_PART_SIZE_BYTES = 5 * 1024 * 1024;
/** Largest file start_file_upload accepts. */
export const MAX_UPLOAD_BYTES = 4 * 1024 ** 3;
/** A stalled part answers this late: well past the client's 20 s time-out. */
const STALL_MS = 60_000;
const ACCEPTED_EXTENSIONS = /\.(xlsx|pdf)$/i;

interface Upload {
  uid: string;
  chat: ChatLog;
  name: string;
  sizeBytes: number;
  partSize: number;
  partCount: number;
  received: Set<number>;
  /** Set the moment the last part arrives, so a late retry neither writes again nor finishes the upload twice. */
  complete: boolean;
  /** Part requests answered with an injected failure. */
  faults: number;
  state: 'uploading' | 'uploaded' | 'processing' | 'processed' | 'failed';
}

const partCountOf = (size: number, partSize: number) => Math.max(1, Math.ceil(size / partSize));
const expectedLength = (upload: Upload, part: number) =>
  Math.min((part + 1) * upload.partSize, upload.sizeBytes) - part * upload.partSize;

/**
 * start_file_upload and add_file_upload_part: each part written at its place in the file as it comes (any
 * order, retries overwrite), the file complete when the last one arrives, then read by the assistant, which
 * answers in the chat.
 * Faults come from the scenario's `uploads` settings.
 */
/**
 * A part number as a real server parses it: plain decimal digits without a sign or leading zeros. Number()
 * would read "", " ", "0x0", "0e5", "+0" and "0.0" as 0, letting a client bug pass here and fail in production.
 */
const decimalIndex = (text: string | undefined): number | undefined =>
  text !== undefined && /^(?:0|[1-9]\d{0,8})$/.test(text) ? Number(text) : undefined;

export class UploadDesk {
  private readonly uploads = new Map<string, Upload>();
  private count = 0;
  private readonly settings: UploadSettings;

  constructor(private readonly context: SimContext) {
    this.settings = context.scenario.uploads ?? {};
  }

  /** An upload's stored bytes once complete (tests compare them with the original). */
  stored(uid: string): Promise<Uint8Array> {
    return this.context.files.read(uid);
  }

  state(uid: string): Upload['state'] | undefined {
    return this.uploads.get(uid)?.state;
  }

  /** What a test or benchmark may check about an upload (GET /__simulator/file_uploads/{uid}). */
  async inspect(uid: string): Promise<SimResponse> {
    const upload = this.uploads.get(uid);
    if (!upload) return errorResponse(404, 'file_upload_not_found', 'No such file upload');
    return {
      status: 200,
      body: {
        file_upload_uid: uid,
        state: upload.state,
        size_bytes: upload.sizeBytes,
        parts_received: upload.received.size,
        faults_injected: upload.faults,
        sha256: upload.complete ? await this.context.files.sha256(uid) : null,
      },
    };
  }

  start(chat: ChatLog, name: unknown, sizeBytes: unknown): SimResponse {
    if (typeof name !== 'string' || name.trim() === '') return invalid('name must be a non-empty string');
    if (!Number.isSafeInteger(sizeBytes) || (sizeBytes as number) < 0 || (sizeBytes as number) > MAX_UPLOAD_BYTES)
      return invalid(`size_bytes must be an integer from 0 to ${MAX_UPLOAD_BYTES}`);
    if (!ACCEPTED_EXTENSIONS.test(name)) return invalid('only xlsx and PDF files can be uploaded');
    if (!chat.fileUploadsAllowed) return errorResponse(403, 'uploads_not_allowed', 'This chat does not accept files');
    const partSize = this.settings.partSizeBytes ?? DEFAULT_PART_SIZE_BYTES;
    const upload: Upload = {
      uid: `upload-${++this.count}`,
      chat,
      name,
      sizeBytes: sizeBytes as number,
      partSize,
      partCount: partCountOf(sizeBytes as number, partSize),
      received: new Set(),
      complete: false,
      faults: 0,
      state: 'uploading',
    };
    this.uploads.set(upload.uid, upload);
    chat.append({
      type: 'file_upload_started',
      file_upload_uid: upload.uid,
      file_name: name,
      size_bytes: upload.sizeBytes,
    });
    return { status: 200, body: { file_upload_uid: upload.uid, part_size_bytes: partSize } };
  }

  async addPart(request: SimRequest): Promise<SimResponse> {
    const upload = this.uploads.get(request.query.file_upload_uid ?? '');
    if (!upload) return errorResponse(404, 'file_upload_not_found', 'No such file upload');
    const part = decimalIndex(request.query.part_number);
    if (part === undefined || part >= upload.partCount)
      return invalid(`part_number must be an integer from 0 to ${upload.partCount - 1}`);
    const file = request.body.kind === 'form' ? request.body.files.file : undefined;
    if (!file) return invalid('the part must be sent as multipart form data with one field named file');
    const size = byteLength(file.chunks);
    if (size !== expectedLength(upload, part))
      return invalid(`part ${part} must be ${expectedLength(upload, part)} bytes, got ${size}`);
    const fault = this.fault(part);
    if (fault) {
      upload.faults++;
      return fault;
    }
    // A slow link: the part is still on its way for this long, so nothing is stored before it lands.
    await sleep(this.context.clock, this.settings.latencyMs ?? 0);
    // A retry of a part that already arrived (its answer was lost) is accepted again, unchanged.
    if (!upload.complete) {
      await this.context.files.write(upload.uid, part * upload.partSize, file.chunks);
      upload.received.add(part);
      if (upload.received.size === upload.partCount && !upload.complete) {
        upload.complete = true;
        this.setState(upload, 'uploaded');
        this.context.clock.setTimeout(() => void this.read(upload).catch(() => this.setState(upload, 'failed')), 500);
      }
    }
    return { status: 200, body: {} };
  }

  /** The scenario's injected failure for this request, if it draws one. */
  private fault(part: number): SimResponse | undefined {
    const { rejectPart, stallRate = 0, serverErrorRate = 0, latencyMs = 0 } = this.settings;
    if (rejectPart?.partNumber === part) return { ...errorBody(rejectPart.status, 'part refused'), delayMs: latencyMs };
    if (stallRate > 0 && this.context.random.next() < stallRate)
      return { ...errorBody(504, 'stalled'), delayMs: STALL_MS };
    if (serverErrorRate > 0 && this.context.random.next() < serverErrorRate)
      return { ...errorBody(503, 'simulated server failure'), delayMs: latencyMs };
    return undefined;
  }

  private async read(upload: Upload): Promise<void> {
    this.setState(upload, 'processing');
    const message =
      upload.sizeBytes > MAX_FILE_BYTES
        ? `I received *${upload.name}* (${upload.sizeBytes} bytes): too large for me to read here.`
        : await summarizeFile({ name: upload.name, type: '', bytes: await this.context.files.read(upload.uid) });
    this.setState(upload, 'processed');
    upload.chat.append({ type: 'assistant_chat_message', message_format: 'text/markdown', message });
  }

  private setState(upload: Upload, state: Upload['state']): void {
    upload.state = state;
    upload.chat.append({ type: 'file_upload_state_changed', file_upload_uid: upload.uid, state });
  }
}

const invalid = (message: string) => errorResponse(400, 'invalid_argument', message);

/** The body a part failure carries: the spec reads its `error` field into the failure text. */
const errorBody = (status: number, error: string): SimResponse => ({ status, body: { error } });
