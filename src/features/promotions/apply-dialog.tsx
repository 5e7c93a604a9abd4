import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '../../components/button';
import { FormResult } from '../../components/states';
import { APPLY_REMARK_MAX, applyPromotion, type PromotionDetail } from '../../lib/api/promotions';
import { checkImages, readAsDataUrl, remarkLeft } from './image-checks';
import { usePromotionError } from './use-action-error';

/**
 * The activity application of a promotion (§5, §9): a remark of at most 140 characters with a live
 * counter and up to 3 png/jpg images of at most 5 MB each, checked before sending (the server
 * checks again). A refusal keeps what the player typed and chose.
 */
export function ApplyDialog({
  promotion,
  onClose,
  onApplied,
}: {
  promotion: PromotionDetail;
  onClose: () => void;
  onApplied: (detail: PromotionDetail) => void;
}) {
  const { t } = useTranslation('promotions');
  const errorOf = usePromotionError();
  const id = useId();
  const [remark, setRemark] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const apply = useMutation({
    mutationFn: async () =>
      applyPromotion({
        id: promotion.id,
        remark: remark.trim(),
        images: await Promise.all(files.map((f) => readAsDataUrl(f))),
      }),
    onSuccess: (detail) => onApplied(detail),
  });
  const left = remarkLeft(remark);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const found = checkImages(chosen, files.length);
    setProblem(found ? t(`apply.imageProblem.${found}`) : null);
    if (!found) setFiles([...files, ...chosen]);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (left < 0) {
      setProblem(t('apply.remarkTooLong', { max: APPLY_REMARK_MAX }));
      return;
    }
    setProblem(null);
    apply.mutate();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="panel-overlay" />
        <Dialog.Content className="promo-dialog" aria-describedby={`${id}-intro`}>
          <Dialog.Title>{t('apply.title', { title: promotion.title })}</Dialog.Title>
          <p id={`${id}-intro`} className="promo-muted">
            {t('apply.intro')}
          </p>
          <form className="promo-form" onSubmit={submit} noValidate>
            <label htmlFor={`${id}-remark`}>{t('apply.remark')}</label>
            <textarea
              id={`${id}-remark`}
              className="promo-textarea"
              value={remark}
              rows={4}
              aria-invalid={left < 0 ? true : undefined}
              aria-describedby={`${id}-counter`}
              onChange={(e) => setRemark(e.target.value)}
            />
            <p
              id={`${id}-counter`}
              className={left < 0 ? 'promo-error-text' : 'promo-muted'}
              aria-live="polite"
            >
              {t('apply.counter', { used: APPLY_REMARK_MAX - left, max: APPLY_REMARK_MAX })}
            </p>
            <label htmlFor={`${id}-images`}>{t('apply.images')}</label>
            <input
              id={`${id}-images`}
              type="file"
              multiple
              accept="image/png,image/jpeg"
              onChange={pick}
              aria-describedby={`${id}-images-hint`}
            />
            <p id={`${id}-images-hint`} className="promo-muted">
              {t('apply.imagesHint')}
            </p>
            {files.length > 0 ? (
              <ul className="promo-files" aria-label={t('apply.chosen')}>
                {files.map((f, i) => (
                  <li key={`${f.name}-${i}`}>
                    <span>{f.name}</span>
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
            <FormResult error={problem ?? (apply.isError ? errorOf(apply.error) : null)} success={null} />
            <div className="promo-actions">
              <Button type="submit" variant="primary" disabled={apply.isPending}>
                {apply.isPending ? t('apply.sending') : t('apply.submit')}
              </Button>
              <Dialog.Close className={buttonClassName('ghost')}>{t('apply.cancel')}</Dialog.Close>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
