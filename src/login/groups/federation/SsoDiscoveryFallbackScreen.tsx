import { useTheme } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { Divider } from '../../../ui/Divider';
import { TextInput } from '../../../ui/TextInput';
import { useLoginTexts } from '../../screens/loginStrings';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { bodyText, formGap, stack } from '../../screens/screenStyles';
import { federationTexts } from './texts';

export interface SsoDiscoveryFallbackScreenView {
  /** 'Organization not found. Please try again.' or 'An error occurred. Please try again.' */
  error?: string;
}

export interface SsoDiscoveryFallbackScreenProps {
  view: SsoDiscoveryFallbackScreenView;
  /** The flow looks the organization up by slug. */
  onSubmitSlug: (slug: string) => void;
  /** 'Try another log in method': back to Main. */
  onTryAnotherMethod: () => void;
  onBack?: () => void;
}

/** "Sorry, we couldn't find any connections.": continue with the organization's slug instead. */
export function SsoDiscoveryFallbackScreen({
  view,
  onSubmitSlug,
  onTryAnotherMethod,
  onBack,
}: SsoDiscoveryFallbackScreenProps) {
  const theme = useTheme();
  const { common, ssoDiscoveryFallback: texts } = useLoginTexts(federationTexts);
  const [slug, setSlug] = useState('');
  const trimmed = slug.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed) onSubmitSlug(trimmed);
  };

  return (
    <ScreenLayout heading={texts.heading} subheading={<p css={bodyText(theme)}>{texts.enterSlug}</p>} onBack={onBack}>
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
            error={view.error}
          />
          <Button type="submit" fullWidth disabled={!trimmed}>
            {common.continue}
          </Button>
        </form>
        <Divider label={common.or} />
        <Button variant="dawn" fullWidth onClick={onTryAnotherMethod}>
          {texts.tryAnotherMethod}
        </Button>
      </div>
    </ScreenLayout>
  );
}
