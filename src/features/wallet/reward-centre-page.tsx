import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REMARK_MAX,
  rewardAction,
  rewardApply,
  rewardCenterQuery,
  type Activity,
} from '../../lib/api/wallet';
import { Empty, LoadError, Loading, FormResult, useActionError } from '../../components/states';
import { useFormat } from '../../lib/format';
import { checkImages, readAsDataUrl, remarkLeft } from './image-checks';
import { StatusBadge } from './status-badge';
import { useInvalidateWallet } from './use-money-action';
import '../../components/panel-page.css';
import './wallet.css';
import { Button, buttonClassName } from '../../components/button';

/**
 * The activity application (§5, §9): remark at most 140 characters with a live counter, up to 3
 * png/jpg images of at most 5 MB each (checked before sending as data: URLs).
 */
export function ApplicationDialog({ activity, onClose }: { activity: Activity; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const actionError = useActionError();
  const invalidate = useInvalidateWallet();
  const id = useId();
  const [remark, setRemark] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const apply = useMutation({
    mutationFn: async () =>
      rewardApply({ id: activity.id, remark, images: await Promise.all(files.map((f) => readAsDataUrl(f))) }),
    onSuccess: async () => {
      await invalidate();
      onClose();
    },
  });
  const left = remarkLeft(remark);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const found = checkImages(chosen, files.length);
    setProblem(found ? t(`images.${found}`) : null);
    if (!found) setFiles([...files, ...chosen]);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (left < 0) {
      setProblem(t('apply.remarkTooLong', { max: REMARK_MAX }));
      return;
    }
    setProblem(null);
    apply.mutate();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="panel-overlay" />
        <Dialog.Content className="wal-dialog" aria-describedby={undefined}>
          <Dialog.Title>{t('apply.title', { title: activity.title })}</Dialog.Title>
          <form className="acct-form" onSubmit={submit} noValidate>
            <div className="acct-field">
              <label htmlFor={`${id}-remark`}>{t('apply.remark')}</label>
              <textarea
                id={`${id}-remark`}
                className="acct-input wal-textarea"
                value={remark}
                aria-invalid={left < 0 ? true : undefined}
                aria-describedby={`${id}-counter`}
                onChange={(e) => setRemark(e.target.value)}
              />
              <p
                id={`${id}-counter`}
                className={left < 0 ? 'acct-field-error' : 'acct-hint'}
                aria-live="polite"
                data-testid="wallet-remark-counter"
              >
                {t('apply.counter', { used: REMARK_MAX - left, max: REMARK_MAX })}
              </p>
            </div>
            <div className="acct-field">
              <label htmlFor={`${id}-images`}>{t('apply.images')}</label>
              <input
                id={`${id}-images`}
                type="file"
                multiple
                accept="image/png,image/jpeg"
                onChange={pick}
                aria-describedby={`${id}-images-hint`}
              />
              <p id={`${id}-images-hint`} className="acct-hint">
                {t('images.hint')}
              </p>
              {files.length > 0 ? (
                <ul className="wal-files">
                  {files.map((f, i) => (
                    <li key={`${f.name}-${i}`}>
                      {f.name}{' '}
                      <Button
                        variant="ghost"
                        aria-label={t('apply.remove', { name: f.name })}
                        onClick={() => setFiles(files.filter((_, j) => j !== i))}
                      >
                        ×
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
            <FormResult error={problem ?? (apply.isError ? actionError(apply.error) : null)} success={null} />
            <div className="wal-actions">
              <Button type="submit" variant="primary" disabled={apply.isPending}>
                {t('apply.submit')}
              </Button>
              <Dialog.Close className={buttonClassName('ghost')}>{t('apply.cancel')}</Dialog.Close>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * `rewardCenter` (§2 Member centre, §4 Activity statuses): the activities with their status as a
 * translated badge, join / claim actions (claim, offered in `claim` and `joined`, credits a bonus,
 * so `['wallet']` is refreshed) and the application dialog for activities that need one (status
 * `join`, or `rejected` to apply again).
 */
export function RewardCentrePage() {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const actionError = useActionError();
  const invalidate = useInvalidateWallet();
  const rewards = useQuery(rewardCenterQuery());
  const [applying, setApplying] = useState<Activity | null>(null);
  const act = useMutation({ mutationFn: rewardAction, onSuccess: () => invalidate() });
  if (rewards.isPending) return <Loading />;
  if (rewards.isError) return <LoadError error={rewards.error} retry={() => void rewards.refetch()} />;
  if (rewards.data.length === 0) return <Empty testId="account-empty" text={t('reward.empty')} />;
  return (
    <div className="acct-page" data-testid="wallet-rewards">
      <FormResult error={act.isError ? actionError(act.error) : null} success={null} />
      <ul className="wal-list">
        {rewards.data.map((a) => (
          <li key={a.id} className="wal-card" data-testid="wallet-activity">
            <div className="acct-toolbar">
              <strong>{a.title}</strong>
              <StatusBadge status={a.status} />
            </div>
            <p className="acct-muted">{a.description}</p>
            <p>{t('reward.reward', { amount: format.money(a.reward) })}</p>
            <div className="wal-actions">
              {(a.status === 'join' || a.status === 'rejected') && a.needsApplication ? (
                <Button variant="primary" onClick={() => setApplying(a)}>
                  {t('reward.apply')}
                </Button>
              ) : null}
              {a.status === 'join' && !a.needsApplication ? (
                <Button
                  variant="primary"
                  disabled={act.isPending}
                  onClick={() => act.mutate({ id: a.id, action: 'join' })}
                >
                  {t('reward.join')}
                </Button>
              ) : null}
              {a.status === 'claim' || a.status === 'joined' ? (
                <Button
                  variant="primary"
                  disabled={act.isPending}
                  onClick={() => act.mutate({ id: a.id, action: 'claim' })}
                >
                  {t('reward.claim')}
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {applying ? <ApplicationDialog activity={applying} onClose={() => setApplying(null)} /> : null}
    </div>
  );
}
