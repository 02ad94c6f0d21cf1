import { createContext, useContext } from 'react';
import type { UploadEntry } from '../upload/uploadCenter';

export interface ChatUploads {
  entries: Readonly<Record<string, UploadEntry>>;
  onCancel: (key: string) => void;
  /** Sends a failed upload's file again; absent where no upload may start (file uploads not allowed). */
  onRetry?: (key: string) => void;
}

/** What a file line does with its upload. */
export type UploadActions = Pick<ChatUploads, 'onCancel' | 'onRetry'>;

/**
 * The member's uploads, for the file lines deep in the virtualized list: through context, so progress
 * ticks re-render those lines only, not every batch of messages.
 */
export const UploadsContext = createContext<ChatUploads>({ entries: {}, onCancel: () => undefined });

export const useUpload = (key: string): UploadActions & { upload: UploadEntry | undefined } => {
  const { entries, onCancel, onRetry } = useContext(UploadsContext);
  return { upload: entries[key], onCancel, onRetry };
};
