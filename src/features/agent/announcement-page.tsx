import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agentAnnouncementsQuery, type AgentAnnouncement } from '../../lib/api/agent';
import { Empty, LoadError, Loading } from '../../components/states';
import { Pagination } from '../../components/pagination';
import { useFormat } from '../../lib/format';
import '../../components/panel-page.css';
import './agent.css';
import { SafeHtml } from '../../components/safe-html';

function Notice({ notice }: { notice: AgentAnnouncement }) {
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const bodyId = `agt-notice-${notice.id}`;
  return (
    <li className="acct-message" data-testid="agent-notice">
      <h4 className="acct-message-head">
        <button
          type="button"
          className="acct-message-toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          <span className="acct-message-title">{notice.title}</span>
          <time className="acct-muted" dateTime={notice.createdAt}>
            {format.dateTime(notice.createdAt)}
          </time>
        </button>
      </h4>
      {open ? (
        // Platform HTML, sanitized (no styles, images only from the brand's hosts).
        <SafeHtml id={bodyId} className="acct-message-body" html={notice.content} />
      ) : null}
    </li>
  );
}

/**
 * `agentAnnouncement` (§2 Agent centre): the brand's notices for agents, newest first, a page at a
 * time (server pagination); a title opens its body, whose HTML is sanitized with DOMPurify.
 */
export function AgentAnnouncementPage() {
  const { t } = useTranslation('agent');
  const [pageNo, setPageNo] = useState(1);
  const notices = useQuery({ ...agentAnnouncementsQuery(pageNo), placeholderData: keepPreviousData });
  if (notices.isPending) return <Loading />;
  if (notices.isError) return <LoadError error={notices.error} retry={() => void notices.refetch()} />;
  const page = notices.data;
  if (page.list.length === 0) return <Empty testId="agent-empty" text={t('notices.empty')} />;
  return (
    <div className="acct-page" data-testid="agent-notices">
      <ul className="acct-messages">
        {page.list.map((notice) => (
          <Notice key={notice.id} notice={notice} />
        ))}
      </ul>
      <Pagination
        page={pageNo}
        totalPages={page.totalPages}
        onChange={setPageNo}
        label={t('notices.pages')}
      />
    </div>
  );
}
