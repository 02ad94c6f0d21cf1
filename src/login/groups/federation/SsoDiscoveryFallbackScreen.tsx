import { useTheme } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { Divider } from '../../../ui/Divider';
import { TextInput } from '../../../ui/TextInput';
import { useTexts } from '../../../ui/texts';
import { firstTexts } from '../../strings';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { bodyText, formGap, stack } from '../../screens/screenStyles';
import type { ScreenProps } from '../define';
import type { FederationIntents } from './intents';
import { federationTexts } from './texts';
import type { FederationView } from './view';

/** "Sorry, we couldn't find any connections.": continue with the organization's slug instead. */
export function SsoDiscoveryFallbackScreen({
  view,
  intents,
  back,
}: ScreenProps<Extract<FederationView, { screen: 'SsoDiscoveryFallback' }>, FederationIntents>) {
  const theme = useTheme();
  const { common } = useTexts(firstTexts);
  const { ssoDiscoveryFallback: texts } = useTexts(federationTexts);
  const [slug, setSlug] = useState('');
  const trimmed = slug.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed) void intents.submitSlug(trimmed);
  };

  return (
    <ScreenLayout heading={texts.heading} subheading={<p css={bodyText(theme)}>{texts.enterSlug}</p>} onBack={back}>
      <div css={stack(24)}>
        <form noValidate onSubmit={submit} css={stack(formGap)}>
          <TextInput
            label={texts.slug}
            name="organization-slug"
            required
            autoComplete="off"
            spellCheck={false}
            placeholder={texts.slugPlaceholder}
            value={slug}
            onChange={(event) => setSlug(event.target.value)}
            // 'Organization not found. Please try again.' or 'An error occurred. Please try again.'
            error={view.errors.slug}
          />
          <Button type="submit" fullWidth disabled={!trimmed}>
            {common.continue}
          </Button>
        </form>
        <Divider label={common.or} />
        {/* Back to Main, the e-mail forgotten. */}
        <Button variant="dawn" fullWidth onClick={intents.tryAgain}>
          {texts.tryAnotherMethod}
        </Button>
      </div>
    </ScreenLayout>
  );
}
