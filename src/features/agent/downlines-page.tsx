import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SiteLink } from '../../layout/links';
import {
  downlinesQuery,
  MAX_LEVEL,
  USERNAME_FILTER_MAX,
  type Downline,
  type DownlineStatus,
} from '../../lib/api/agent';
import { Button, buttonClassName } from '../../components/button';
import { PagedTable } from '../../components/data-table';
import { Field, SelectField } from '../../components/field';
import { useFormat } from '../../lib/format';
import { DownlineDetailDialog, TransferDialog } from './downline-dialogs';
import '../../components/panel-page.css';
import './agent.css';

/** The agent-centre page where a contract is offered; it reads `offerTo` (the downline's userId). */
export const OFFER_PAGE = 'agentDailyWages2';

/**
 * The href of the contract page offering to `userId` (`?ac=agentDailyWages2&offerTo=<userId>`),
 * keeping the current path and other parameters; the member centre closes.
 */
export function offerHref(location: { pathname: string; search: string }, userId: number): string {
  const params = new URLSearchParams(location.search);
  params.delete('mc');
  params.set('ac', OFFER_PAGE);
  params.set('offerTo', String(userId));
  return `${location.pathname}?${params.toString()}`;
}

const LEVELS = Array.from({ length: MAX_LEVEL }, (_, i) => i + 1);
const STATUSES: readonly DownlineStatus[] = ['active', 'excluded'];

type Action = { kind: 'detail' | 'transfer'; downline: Downline } | null;

/**
 * `downlineManagmentView` — team management (§2 Agent centre): the agent's downlines at every level
 * with search (username contains), level and status filters and server pagination; each row shows
 * level, balance, last log-in and status. Actions: details (a dialog), transfer to a direct
 * downline (a dialog with the payment password, §6), and offer a contract to a direct downline
 * that is an agent (the contract page, `?ac=agentDailyWages2&offerTo=<userId>`).
 */
export function DownlinesPage() {
  const { t } = useTranslation('agent');
  const format = useFormat();
  const location = useLocation();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [level, setLevel] = useState('');
  const [status, setStatus] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [action, setAction] = useState<Action>(null);
  const downlines = useQuery({
    ...downlinesQuery({
      pageNo,
      search,
      level: level === '' ? undefined : Number(level),
      status: status === 'active' || status === 'excluded' ? status : undefined,
    }),
    placeholderData: keepPreviousData,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
    setPageNo(1);
  };
  return (
    <div className="acct-page" data-testid="agent-downlines">
      <form className="agt-filters" onSubmit={submit} aria-label={t('downlines.filters')}>
        <Field
          label={t('downlines.search')}
          type="search"
          value={draft}
          maxLength={USERNAME_FILTER_MAX}
          autoComplete="off"
          onChange={(e) => setDraft(e.target.value)}
        />
        <SelectField
          label={t('downlines.level')}
          value={level}
          onChange={(next) => {
            setLevel(next);
            setPageNo(1);
          }}
        >
          <option value="">{t('downlines.allLevels')}</option>
          {LEVELS.map((l) => (
            <option key={l} value={String(l)}>
              {l === 1 ? t('downlines.direct') : t('downlines.levelN', { level: l })}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('downlines.status')}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPageNo(1);
          }}
        >
          <option value="">{t('downlines.allStatuses')}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`downlines.statuses.${s}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="primary">
          {t('reports.search')}
        </Button>
      </form>
      <PagedTable
        query={downlines}
        emptyText={search || level || status ? t('downlines.noMatch') : t('downlines.empty')}
        testId="agent-downlines-table"
        caption={t('downlines.caption')}
        headers={[
          t('downlines.username'),
          t('downlines.level'),
          t('downlines.balance'),
          t('downlines.lastLogin'),
          t('downlines.status'),
          t('downlines.actions'),
        ]}
        row={(d) => (
          <tr key={d.userId} data-testid={`agent-downline-${d.userId}`}>
            <td>
              {d.username}
              {d.isAgent ? <span className="acct-muted"> · {t('downlines.agent')}</span> : null}
            </td>
            <td className="wal-num">{d.level}</td>
            <td className="wal-num">{format.money(d.balance)}</td>
            <td>{d.lastLoginAt ? format.dateTime(d.lastLoginAt) : t('downlines.never')}</td>
            <td>
              <span className={d.status === 'excluded' ? 'agt-status is-excluded' : 'agt-status'}>
                {t(`downlines.statuses.${d.status}`)}
              </span>
            </td>
            <td>
              <div className="agt-row-actions">
                <Button
                  variant="ghost"
                  aria-label={t('downlines.detailsOf', { username: d.username })}
                  onClick={() => setAction({ kind: 'detail', downline: d })}
                >
                  {t('downlines.details')}
                </Button>
                {d.level === 1 ? (
                  <Button
                    variant="ghost"
                    aria-label={t('downlines.transferTo', { username: d.username })}
                    onClick={() => setAction({ kind: 'transfer', downline: d })}
                  >
                    {t('downlines.transfer')}
                  </Button>
                ) : null}
                {d.level === 1 && d.isAgent ? (
                  <SiteLink
                    className={buttonClassName('ghost')}
                    to={offerHref(location, d.userId)}
                    aria-label={t('downlines.offerTo', { username: d.username })}
                  >
                    {t('downlines.offer')}
                  </SiteLink>
                ) : null}
              </div>
            </td>
          </tr>
        )}
        pageNo={pageNo}
        onPage={setPageNo}
        pagesLabel={t('downlines.pages')}
      />
      {action?.kind === 'detail' ? (
        <DownlineDetailDialog downline={action.downline} onClose={() => setAction(null)} />
      ) : null}
      {action?.kind === 'transfer' ? (
        <TransferDialog downline={action.downline} onClose={() => setAction(null)} />
      ) : null}
    </div>
  );
}
