import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '../../../layout/links';
import { useSession } from '../../../lib/session';
import defaultAvatar from '../../../components/assets/default-avatar.svg';

/** Header avatar (§2 Layout): default image when the member has none or it fails; opens the profile. */
export function Avatar() {
  const { t } = useTranslation('layout');
  const { member } = useSession();
  const [failed, setFailed] = useState<string | null>(null);
  const url = member?.avatarUrl;
  const src = url && failed !== url ? url : defaultAvatar;
  return (
    <SiteLink to="?mc=profile" className="header-avatar" aria-label={t('header.profile')}>
      <img src={src} alt="" width={36} height={36} onError={() => setFailed(url ?? null)} />
    </SiteLink>
  );
}
