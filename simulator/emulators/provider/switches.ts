/**
 * Google One Tap's start: the project's Google client id; none (google_client_id empty, which the widget reports
 * as oauth_config_not_found); or a refusal, the project using the provider's default Google client.
 */
export type GoogleOneTapSetup = 'configured' | 'no-client' | 'default-client';

/** Switches a test or scenario driver may flip during a run. */
export interface ProviderSwitches {
  captchaRequired: boolean;
  adBlockedPaths: string[];
  googleOneTap: GoogleOneTapSetup;
}
