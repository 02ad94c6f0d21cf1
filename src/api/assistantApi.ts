import { createHttp, type HttpOptions } from './http';

export interface Organization {
  organization_uid: string;
  organization_name?: string;
}

/**
 * The assistant app's HTTP calls (spec section 7). Chat failures are only logged; callers get undefined
 * or false and carry on (a failed pitch creation silently stops).
 */
export function createAssistantApi(options: HttpOptions) {
  const request = createHttp(options);
  const chatUidOf = async (path: string, body: Record<string, string>) => {
    const result = await request<{ chat_uid?: unknown }>('POST', path, body);
    return result.ok && typeof result.data.chat_uid === 'string' ? result.data.chat_uid : undefined;
  };
  return {
    async organization(): Promise<Organization | undefined> {
      const result = await request<Organization>('GET', '/api/1/users/self/organization');
      return result.ok && typeof result.data.organization_uid === 'string' ? result.data : undefined;
    },
    createWithQuery: (organization: string, query: string) =>
      chatUidOf('/api/1/chats/create_with_query', { organization, query }),
    createForIpoPitch: (organization: string, query: string) =>
      chatUidOf('/api/1/chats/create_for_ipo_pitch', { query, organization }),
    /** Announces a file; the answer says where its parts go and how big they are. */
    async startFileUpload(
      organization: string,
      chatUid: string,
      file: { name: string; size: number },
    ): Promise<{ fileUploadUid: string; partSize: number } | undefined> {
      const result = await request<{ file_upload_uid?: unknown; part_size_bytes?: unknown }>(
        'POST',
        '/api/1/chats/start_file_upload',
        { organization, chat_uid: chatUid, name: file.name, size_bytes: file.size },
      );
      if (!result.ok) return undefined;
      const { file_upload_uid: uid, part_size_bytes: partSize } = result.data;
      const valid = typeof uid === 'string' && Number.isSafeInteger(partSize) && (partSize as number) > 0;
      return valid ? { fileUploadUid: uid, partSize: partSize as number } : undefined;
    },
    async respondWithQuery(organization: string, chatUid: string, query: string): Promise<boolean> {
      return (await request('POST', '/api/1/chats/respond_with_query', { organization, chat_uid: chatUid, query })).ok;
    },
  };
}

export type AssistantApi = ReturnType<typeof createAssistantApi>;
