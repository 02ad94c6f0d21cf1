/** Where failures the member never sees are written (spec: chat HTTP failures and retried parts are only logged). */
export interface DeveloperLog {
  warn(message: string, details?: Record<string, unknown>): void;
}

export const consoleLog: DeveloperLog = { warn: (message, details) => console.warn(message, details ?? '') };
