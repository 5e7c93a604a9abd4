import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountKeys, messagesQuery, readMessage, type MemberMessage } from '../../lib/api/account';
import { Empty, LoadError, Loading } from '../../components/states';
import '../../components/panel-page.css';
import { Button } from '../../components/button';
import { SafeHtml } from '../../components/safe-html';
import { formatDateTime } from '../../lib/format';

function MessageItem({ message, onOpen }: { message: MemberMessage; onOpen: (m: MemberMessage) => void }) {
  const { t, i18n } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const bodyId = `acct-message-${message.id}`;
  const date = formatDateTime(message.date, i18n.language);
  return (
    <li className={message.read ? 'acct-message' : 'acct-message is-unread'} data-testid="account-message">
      <h4 className="acct-message-head">
        <button
          type="button"
          className="acct-message-toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => {
            setOpen(!open);
            if (!open && !message.read) onOpen(message);
          }}
        >
          <span className="acct-message-title">{message.title}</span>
          {message.read ? null : <span className="acct-badge">{t('messages.new')}</span>}
          <time className="acct-muted" dateTime={message.date}>
            {date}
          </time>
        </button>
      </h4>
      {open ? (
        // Platform HTML, sanitized (no styles, images only from the brand's hosts).
        <SafeHtml id={bodyId} className="acct-message-body" html={message.content} />
      ) : null}
    </li>
  );
}

/**
 * `messageV2` — platform information (§2 Member centre): the member's messages, newest first,
 * 9 a page (§9), HTML bodies sanitized with DOMPurify; opening an unread one marks it read and
 * refreshes the header's unread badge.
 */
export function MessagesPage() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  const messages = useQuery(messagesQuery(pageNo));
  const refresh = async (unread: number) => {
    queryClient.setQueryData(accountKeys.unread(), unread);
    await queryClient.invalidateQueries({ queryKey: accountKeys.allMessages() });
  };
  const read = useMutation({ mutationFn: readMessage, onSuccess: (v) => refresh(v.unread) });

  if (messages.isPending) return <Loading />;
  if (messages.isError) return <LoadError error={messages.error} retry={() => void messages.refetch()} />;
  const page = messages.data;
  if (page.totalCount === 0) return <Empty testId="account-empty" text={t('messages.empty')} />;
  return (
    <div className="acct-page" data-testid="account-messages">
      <div className="acct-toolbar">
        <p className="acct-muted" role="status">
          {t('messages.unread', { count: page.unread })}
        </p>
        <Button
          variant="ghost"
          disabled={page.unread === 0 || read.isPending}
          onClick={() => read.mutate({ all: true })}
        >
          {t('messages.markAll')}
        </Button>
      </div>
      <ul className="acct-messages">
        {page.list.map((m) => (
          <MessageItem key={m.id} message={m} onOpen={(msg) => read.mutate({ id: msg.id })} />
        ))}
      </ul>
      {page.totalPages > 1 ? (
        <nav className="acct-pager" aria-label={t('messages.pages')}>
          <Button variant="ghost" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
            {t('previous')}
          </Button>
          <span>{t('pageOf', { page: pageNo, pages: page.totalPages })}</span>
          <Button variant="ghost" disabled={pageNo >= page.totalPages} onClick={() => setPageNo(pageNo + 1)}>
            {t('next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
