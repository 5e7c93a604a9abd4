import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SiteLink } from '../../../layout/links';
import { Button } from '../../../components/button';
import { SafeHtml } from '../../../components/safe-html';
import { contentKeys, markPopupsSeen, pendingPopupsQuery, type Notice } from '../../../lib/api/content';
import { announcementsQuery } from '../../../lib/api/queries';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useSiteSettings } from '../../../lib/use-site-settings';
import { ContentDialog } from '../content-dialog';
import { markVisitorPopupsSeen, visitorSeenPopups } from './visitor-seen';

/** How many available promotions the after-login modal lists. */
export const AFTER_LOGIN_PROMOTIONS = 3;

/**
 * The after-login modal (§4 Login): on a first log-in (`firstTimeLogin`) a welcome step offering
 * to set up the profile (`?mc=profile`); then the member's pending popup notices one at a time
 * with the available promotions (links to `/promotions?id=`). Popups are marked seen on the server
 * as soon as they are shown, so each shows once per member. With nothing to show it closes
 * without rendering; a failing popup call also closes it (an optional greeting must not block
 * the site). `visitor`: the popups of a brand with `popupForVisitors`, remembered per browser.
 */
export default function AfterLoginDialog(props: {
  firstTimeLogin: boolean;
  visitor: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('content');
  const settings = useSiteSettings();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const memberId = useSession().member?.id ?? 0;
  const [step, setStep] = useState<'welcome' | 'notices'>(props.firstTimeLogin ? 'welcome' : 'notices');
  const [index, setIndex] = useState(0);
  const pending = useQuery({ ...pendingPopupsQuery(memberId), enabled: !props.visitor && memberId > 0 });
  const announcements = useQuery(announcementsQuery());
  const seen = useMutation({
    mutationFn: markPopupsSeen,
    onSuccess: (value) => queryClient.setQueryData(contentKeys.popups(memberId), value),
  });
  // The popups of this opening, fixed once loaded: marking them seen must not empty the list shown.
  const [popups, setPopups] = useState<Notice[] | null>(null);
  if (popups === null) {
    if (props.visitor && announcements.data) {
      const done = visitorSeenPopups();
      setPopups(announcements.data.popup.filter((n) => !done.has(n.id)));
    } else if (!props.visitor && pending.data) setPopups(pending.data.popups);
  }

  const marked = useRef(false);
  const { mutate } = seen;
  useEffect(() => {
    if (step !== 'notices' || !popups || popups.length === 0 || marked.current) return;
    marked.current = true;
    const ids = popups.map((n) => n.id);
    if (props.visitor) markVisitorPopupsSeen(ids);
    else mutate(ids);
  }, [step, popups, props.visitor, mutate]);

  const { onClose } = props;
  const failed = !props.visitor && pending.isError;
  const nothing = step === 'notices' && popups !== null && popups.length === 0;
  useEffect(() => {
    if (failed || nothing) onClose();
  }, [failed, nothing, onClose]);

  const promotions = (announcements.data?.promotion ?? []).slice(0, AFTER_LOGIN_PROMOTIONS);
  const promotionList =
    promotions.length > 0 ? (
      <section aria-labelledby="cnt-promos-title">
        <h3 id="cnt-promos-title">{t('afterLogin.promotions')}</h3>
        <ul className="cnt-promos">
          {promotions.map((p) => (
            <li key={p.id}>
              <SiteLink to={`/promotions?id=${p.id}`} onClick={onClose}>
                {p.title}
              </SiteLink>
            </li>
          ))}
        </ul>
      </section>
    ) : null;

  if (step === 'welcome') {
    return (
      <ContentDialog
        title={t('afterLogin.welcomeTitle', { brand: settings.brandName })}
        onClose={onClose}
        testId="after-login-modal"
        size="small"
      >
        <p>{t('afterLogin.welcomeText')}</p>
        {promotionList}
        <div className="cnt-actions">
          <Button variant="ghost" onClick={() => setStep('notices')}>
            {t('afterLogin.later')}
          </Button>
          <Button
            variant="primary"
            onClick={() => {
              onClose();
              void navigate({ search: '?mc=profile' });
            }}
          >
            {t('afterLogin.setUpProfile')}
          </Button>
        </div>
      </ContentDialog>
    );
  }
  if (!popups || popups.length === 0) return null;
  const popup = popups[Math.min(index, popups.length - 1)];
  if (!popup) return null;
  const last = index >= popups.length - 1;
  return (
    <ContentDialog title={t('afterLogin.noticesTitle')} onClose={onClose} testId="after-login-modal">
      <article className="cnt-popup" aria-labelledby="cnt-popup-title" data-testid="popup-notice">
        <h3 id="cnt-popup-title">{popup.title}</h3>
        <p className="cnt-muted">
          <time dateTime={popup.date}>{formatDateTime(popup.date, i18n.language)}</time>
          {popups.length > 1 ? ` · ${t('afterLogin.counter', { n: index + 1, total: popups.length })}` : ''}
        </p>
        <SafeHtml className="cnt-body" html={popup.content} />
      </article>
      {promotionList}
      <div className="cnt-actions">
        {last ? (
          <Button variant="primary" onClick={onClose}>
            {t('afterLogin.done')}
          </Button>
        ) : (
          <Button variant="primary" onClick={() => setIndex((i) => i + 1)}>
            {t('afterLogin.next')}
          </Button>
        )}
      </div>
    </ContentDialog>
  );
}
