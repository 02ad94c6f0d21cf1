import { useTheme } from '@emotion/react';
import { useEffect, useId, useMemo, useState } from 'react';
import type { FlowType, IntegratorConfig } from '../../flow';
import {
  initializeOptions,
  loadFailureText,
  oneTapSettings,
  oneTapTarget,
  promptFailureReason,
  startOneTap,
  submitFailureText,
  submitOneTap,
  thrownFailureText,
  type OneTapClient,
} from './oneTap';
import { UnsafeRedirectError } from '../../provider/errors';
import { LinkedText } from '../../screens/LinkedText';
import { useTexts } from '../../../ui/texts';
import { firstTexts } from '../../strings';
import { federationTexts } from './texts';
import { bodyText } from '../../screens/screenStyles';
import { GoogleIdentityLoadError, loadGoogleIdentity, type GoogleAccountsId } from './googleIdentity';

export interface GoogleOneTapProps {
  client: OneTapClient;
  config: IntegratorConfig;
  flowType: FlowType;
  organizationId: string | null;
  /** Where Google's identity script is loaded from; Google's own by default (tests point it at a simulated one). */
  scriptUrl?: string;
  /** The provider answered a redirect that is not http(s): the widget shows it on the Error screen. */
  onRedirectRefused: () => void;
}

/**
 * Google One Tap on Main (login spec, sections 2 and 9): the start call, Google's script (loaded only now),
 * google.accounts.id.initialize and prompt (floating, or embedded in the container below), and the member's
 * credential submitted, after which the provider client redirects. What stops it is shown here, links
 * clickable. Unmounting cancels the prompt; of React StrictMode's two effects only the live one prompts.
 * Mount it keyed by flow type and organization: what it shows belongs to one start.
 */
export function GoogleOneTap({
  client,
  flowType,
  organizationId,
  scriptUrl,
  onRedirectRefused,
  ...props
}: GoogleOneTapProps) {
  const theme = useTheme();
  const containerId = `google-one-tap-${useId()}`;
  // Read once, as the flow reads it: a page passing a new but equal config each render must not re-prompt.
  const [config] = useState(props.config);
  const settings = useMemo(() => oneTapSettings(config), [config]);
  const [failure, setFailure] = useState<string[] | null>(null);
  const { error } = useTexts(firstTexts);
  const { oneTap } = useTexts(federationTexts);
  // The same object while the texts are: the effect below must not prompt again on every render.
  const strings = useMemo(() => ({ error, oneTap }), [error, oneTap]);

  useEffect(() => {
    let live = true;
    let prompted: GoogleAccountsId | null = null;
    const fail = (lines: string[]) => {
      if (live) setFailure(lines);
    };

    void (async () => {
      try {
        const target = oneTapTarget(config, flowType, organizationId);
        const started = await startOneTap(client, target);
        if (!live) return;
        if (started.kind === 'failed') return fail(loadFailureText(started.reason, strings));
        const id = await loadGoogleIdentity(scriptUrl);
        if (!live) return;
        id.initialize(
          initializeOptions({
            clientId: started.clientId,
            flowType,
            settings,
            containerId,
            callback: ({ credential }) => {
              if (!live) return;
              if (!credential) return fail(submitFailureText(null, strings));
              submitOneTap(client, target, credential).catch((error: unknown) =>
                error instanceof UnsafeRedirectError ? onRedirectRefused() : fail(submitFailureText(error, strings)),
              );
            },
          }),
        );
        id.prompt((notification) => {
          const reason = live ? promptFailureReason(notification) : null;
          if (reason) fail(loadFailureText(reason, strings));
        });
        prompted = id;
      } catch (error) {
        fail(
          error instanceof GoogleIdentityLoadError
            ? loadFailureText(error.reason, strings)
            : thrownFailureText(error, strings),
        );
      }
    })();

    return () => {
      live = false;
      prompted?.cancel();
    };
  }, [client, config, flowType, organizationId, scriptUrl, settings, containerId, strings, onRedirectRefused]);

  const embedded = settings.display === 'embedded';
  if (!embedded && !failure) return null;
  return (
    <div data-google-one-tap="">
      {/* Google draws the embedded prompt here; empty (and out of the layout) until it does. */}
      {embedded && <div id={containerId} css={{ marginTop: 24, ':empty': { display: 'none' } }} />}
      {failure && (
        <div
          role="alert"
          css={{ ...bodyText(theme), marginTop: 24, color: theme.colors.error, overflowWrap: 'anywhere' }}
        >
          {failure.map((line) => (
            <p key={line} css={{ margin: 0, ':not(:first-of-type)': { marginTop: 8 } }}>
              <LinkedText text={line} />
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
