import { Logo } from '../../../ui/Logo';
import { formatMessage, firstTexts } from '../../strings';
import { useTexts } from '../../../ui/texts';
import type { BrandLogo } from '../../flow/view';

export interface MainLogosProps {
  organization?: BrandLogo | null;
  application?: BrandLogo | null;
}

/** The organization's and the application's logos side by side (each at most 50 × 100 px). */
export function MainLogos({ organization, application }: MainLogosProps) {
  const { main } = useTexts(firstTexts);
  if (!organization && !application) return null;
  const alt = (brand: BrandLogo) => formatMessage(main.logo, { name: brand.name });
  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      {organization && <Logo src={organization.logoUrl} name={organization.name} alt={alt(organization)} />}
      {application && <Logo src={application.logoUrl} name={application.name} alt={alt(application)} />}
    </div>
  );
}
