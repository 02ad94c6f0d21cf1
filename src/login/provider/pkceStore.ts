import type { PkceFlow } from './calls';
import { MissingPkceError } from './errors';
import { createPkcePair, readStoredPkce, type PkcePair, type RandomWords } from './pkce';
import { STATE_KEY_PREFIX } from './sessionStore';

/** The stored pair lives beside the client state, under the same provider-specific prefix. */
export const pkceStorageKey = (publicToken: string) => `${STATE_KEY_PREFIX}${publicToken}::PKCE_VERIFIER`;

export interface PkceOptions {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  publicToken: string;
  /** Whether the project requires PKCE for a flow: the bootstrap flags, once they are known. */
  required: (flow: PkceFlow) => Promise<boolean>;
  randomWords?: RandomWords;
  warn?: (message: string) => void;
}

/**
 * The code verifier a flow stores on this device when it starts and sends back when it completes (login spec,
 * sections 3 to 5). A flow completed elsewhere has no verifier here, which is an error only when the project
 * requires PKCE for that flow.
 */
export function createPkce(options: PkceOptions) {
  const key = pkceStorageKey(options.publicToken);
  const stored = (): PkcePair | undefined => readStoredPkce(options.storage.getItem(key), options.warn);
  const clear = () => options.storage.removeItem(key);
  const begin = async () => {
    const pair = await createPkcePair(options.randomWords);
    options.storage.setItem(key, JSON.stringify(pair));
    return pair;
  };

  return {
    clear,
    /**
     * The challenge a start sends, or undefined when the flow does not require PKCE. A `fresh` start (OAuth,
     * SSO, One Tap) always stores a new pair, and clears a leftover one when PKCE is off; others reuse the
     * stored pair so that a resent e-mail still matches the verifier.
     */
    async challenge(flow: PkceFlow, fresh: boolean): Promise<string | undefined> {
      if (!(await options.required(flow))) {
        if (fresh) clear();
        return undefined;
      }
      const pair = fresh ? await begin() : (stored() ?? (await begin()));
      return pair.code_challenge;
    },
    /** The verifier a completion sends; throws the missing-PKCE error if the flow requires one and none is here. */
    async verifier(flow: PkceFlow): Promise<string | undefined> {
      const pair = stored();
      if (!pair && (await options.required(flow))) throw new MissingPkceError();
      return pair?.code_verifier;
    },
  };
}

export type Pkce = ReturnType<typeof createPkce>;
