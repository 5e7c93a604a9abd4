import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Pagination } from '../../../components/pagination';
import { Empty, LoadError, Loading } from '../../../components/states';
import { ApiError } from '../../../lib/api/errors';
import {
  contentKeys,
  countWords,
  feedbackPageQuery,
  helpCenterQuery,
  sendFeedback,
  type FeedbackItem,
  type FeedbackRules,
} from '../../../lib/api/content';
import { errorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import '../content.css';
import { checkDraft, readAsDataUrl, type DraftProblems } from './feedback-rules';

/** The server's refusal of a feedback as the form's own message (the typed text stays). */
/** The translated reason the server refused a feedback; `words` is the count of the text sent. */
function refusalText(
  error: unknown,
  rules: FeedbackRules,
  words: number,
  t: TFunction<['content', 'common']>,
): string {
  const mb = Math.round(rules.maxImageBytes / (1024 * 1024));
  if (error instanceof ApiError) {
    switch (error.code) {
      case 'TOO_MANY_IMAGES':
        return t('feedback.errors.tooMany', { max: rules.maxImages });
      case 'PAYLOAD_TOO_LARGE':
        return t('feedback.errors.imageSize', { name: '', mb });
      case 'UNSUPPORTED_MEDIA_TYPE':
        return t('feedback.errors.imageBytes');
      case 'RATE_LIMITED':
        return t('feedback.errors.rateLimited');
      case 'TRIAL_ACCOUNT':
        return t('feedback.errors.trial');
      case 'VALIDATION':
        if (error.message.includes('words'))
          return t('feedback.errors.words', { min: rules.minWords, max: rules.maxWords, words });
    }
  }
  return errorText(error, (key) => t(key)) ?? t('feedback.errors.failed');
}

/**
 * Feedback (registry id `content.feedback`, member-centre page `feedback`; §1 feedback form, §5,
 * §7 `PUT /wps/feedback`): type from the brand list, content between the brand's min and max
 * words (counted as the server counts), up to 3 png/jpg images of at most 5 MB; the member's past
 * feedback with the operator's replies. A refusal keeps what was typed and picked.
 */
export default function FeedbackPage() {
  const { i18n } = useTranslation('content');
  const help = useQuery(helpCenterQuery(i18n.language));
  if (help.isPending) return <Loading />;
  if (help.isError) return <LoadError error={help.error} retry={() => void help.refetch()} />;
  return <FeedbackForms rules={help.data.feedback} />;
}

function FeedbackForms({ rules }: { rules: FeedbackRules }) {
  const { t } = useTranslation(['content', 'common']);
  const id = useId();
  const queryClient = useQueryClient();
  const memberId = useSession().member?.id ?? 0;
  const [type, setType] = useState('');
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<DraftProblems>({});
  const [sent, setSent] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const send = useMutation({
    mutationFn: async () =>
      sendFeedback({ type, content, images: await Promise.all(files.map((f) => readAsDataUrl(f))) }),
    onSuccess: async () => {
      setType('');
      setContent('');
      setFiles([]);
      setSent(true);
      if (fileInput.current) fileInput.current.value = '';
      await queryClient.invalidateQueries({ queryKey: contentKeys.feedback(memberId) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    const found = checkDraft({ type, content, files }, rules);
    setProblems(found);
    if (Object.keys(found).length === 0) send.mutate();
  };
  const words = countWords(content);
  const ids = { type: `${id}-type`, content: `${id}-content`, images: `${id}-images` };
  const err = (field: keyof typeof ids) => `${ids[field]}-error`;
  return (
    <div className="cnt-feedback" data-testid="feedback-page">
      <section className="acct-section">
        <h4>{t('feedback.formTitle')}</h4>
        <form onSubmit={submit} noValidate aria-label={t('feedback.formTitle')}>
          <div className="cnt-field">
            <label htmlFor={ids.type}>{t('feedback.type')}</label>
            <select
              id={ids.type}
              value={type}
              onChange={(e) => setType(e.target.value)}
              aria-invalid={problems.type ? true : undefined}
              aria-describedby={problems.type ? err('type') : undefined}
            >
              <option value="">{t('feedback.chooseType')}</option>
              {rules.types.map((code) => (
                <option key={code} value={code}>
                  {t(`feedback.types.${code}`, { defaultValue: code })}
                </option>
              ))}
            </select>
            {problems.type ? (
              <span id={err('type')} className="cnt-field-error">
                {t(problems.type)}
              </span>
            ) : null}
          </div>
          <div className="cnt-field">
            <label htmlFor={ids.content}>{t('feedback.content')}</label>
            <textarea
              id={ids.content}
              value={content}
              onChange={(e) => setContent(e.target.value)}
              aria-invalid={problems.content ? true : undefined}
              aria-describedby={`${ids.content}-hint${problems.content ? ` ${err('content')}` : ''}`}
            />
            <span id={`${ids.content}-hint`} className="cnt-muted">
              {t('feedback.wordsHint', { min: rules.minWords, max: rules.maxWords, words })}
            </span>
            {problems.content ? (
              <span id={err('content')} className="cnt-field-error">
                {t(problems.content.key, problems.content.values)}
              </span>
            ) : null}
          </div>
          <div className="cnt-field">
            <label htmlFor={ids.images}>{t('feedback.images', { max: rules.maxImages })}</label>
            <input
              ref={fileInput}
              id={ids.images}
              type="file"
              accept="image/png,image/jpeg,.png,.jpg,.jpeg"
              multiple
              onChange={(e) => setFiles([...files, ...Array.from(e.target.files ?? [])])}
              aria-invalid={problems.images ? true : undefined}
              aria-describedby={`${ids.images}-hint${problems.images ? ` ${err('images')}` : ''}`}
            />
            <span id={`${ids.images}-hint`} className="cnt-muted">
              {t('feedback.imagesHint', {
                max: rules.maxImages,
                mb: Math.round(rules.maxImageBytes / (1024 * 1024)),
              })}
            </span>
            {files.length > 0 ? (
              <ul className="cnt-files" aria-label={t('feedback.picked')}>
                {files.map((f, i) => (
                  <li key={`${f.name}-${i}`}>
                    <span>{f.name}</span>
                    <Button
                      variant="ghost"
                      aria-label={t('feedback.remove', { name: f.name })}
                      onClick={() => {
                        setFiles(files.filter((_, j) => j !== i));
                        if (fileInput.current) fileInput.current.value = '';
                      }}
                    >
                      ×
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
            {problems.images ? (
              <span id={err('images')} className="cnt-field-error">
                {t(problems.images.key, problems.images.values)}
              </span>
            ) : null}
          </div>
          {send.isError ? (
            <p role="alert" className="cnt-field-error">
              {refusalText(send.error, rules, words, t)}
            </p>
          ) : null}
          {sent ? <p role="status">{t('feedback.sent')}</p> : null}
          <div>
            <Button type="submit" variant="primary" disabled={send.isPending}>
              {send.isPending ? t('feedback.sending') : t('feedback.send')}
            </Button>
          </div>
        </form>
      </section>
      <FeedbackHistory memberId={memberId} />
    </div>
  );
}

function FeedbackHistory({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation('content');
  const [page, setPage] = useState(1);
  const history = useQuery({ ...feedbackPageQuery(memberId, page), enabled: memberId > 0 });
  let body;
  if (history.isPending) body = <Loading />;
  else if (history.isError) body = <LoadError error={history.error} retry={() => void history.refetch()} />;
  else if (history.data.list.length === 0)
    body = <Empty text={t('feedback.noHistory')} testId="feedback-empty" />;
  else
    body = (
      <>
        <ul className="cnt-history" data-testid="feedback-history">
          {history.data.list.map((f: FeedbackItem) => (
            <li key={f.id}>
              <p>
                <strong>{t(`feedback.types.${f.type}`, { defaultValue: f.type })}</strong>{' '}
                <span className="cnt-muted">
                  · <time dateTime={f.createdAt}>{formatDateTime(f.createdAt, i18n.language)}</time> ·{' '}
                  {t(`feedback.status.${f.status}`)}
                </span>
              </p>
              <p className="cnt-body">{f.content}</p>
              {f.images.length > 0 ? (
                <p className="cnt-muted">{t('feedback.attached', { count: f.images.length })}</p>
              ) : null}
              {f.reply ? (
                <div className="cnt-reply">
                  <p className="cnt-muted">
                    {t('feedback.reply')} ·{' '}
                    <time dateTime={f.reply.repliedAt}>
                      {formatDateTime(f.reply.repliedAt, i18n.language)}
                    </time>
                  </p>
                  <p>{f.reply.content}</p>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          totalPages={history.data.totalPages}
          onChange={setPage}
          label={t('feedback.historyPages')}
        />
      </>
    );
  return (
    <section className="acct-section" aria-labelledby="cnt-feedback-history">
      <h4 id="cnt-feedback-history">{t('feedback.historyTitle')}</h4>
      {body}
    </section>
  );
}
