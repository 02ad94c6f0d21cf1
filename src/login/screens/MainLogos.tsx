import { Logo } from '../../ui/Logo';

export interface BrandLogo {
  name: string;
  logoUrl?: string | null;
}

export interface MainLogosProps {
  organization?: BrandLogo | null;
  application?: BrandLogo | null;
}

/** The organization's and the application's logos side by side (each at most 50 × 100 px). */
export function MainLogos({ organization, application }: MainLogosProps) {
  if (!organization && !application) return null;
  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      {organization && <Logo src={organization.logoUrl} name={organization.name} alt={`${organization.name} logo`} />}
      {application && <Logo src={application.logoUrl} name={application.name} alt={`${application.name} logo`} />}
    </div>
  );
}
