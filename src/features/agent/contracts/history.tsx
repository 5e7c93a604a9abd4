import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { QueryState } from '../../../components/states';
import { contractHistoryQuery } from '../../../lib/api/contracts';
import { useFormat } from '../../../lib/format';

/**
 * A contract's history (issue 9: every offer, acceptance, rejection and termination with who and
 * when), loaded when opened (`GET /wps/agent/contracts/:id/history`, oldest first).
 */
export function ContractHistoryToggle({ contractId, label }: { contractId: number; label: string }) {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const id = useId();
  const history = useQuery({ ...contractHistoryQuery(contractId), enabled: open });
  return (
    <div className="ct-history">
      <Button
        variant="ghost"
        aria-expanded={open}
        aria-controls={id}
        aria-label={label}
        onClick={() => setOpen(!open)}
      >
        {t('history.toggle')}
      </Button>
      {open ? (
        <div id={id}>
          <QueryState
            isPending={history.isPending}
            error={history.error}
            isEmpty={(history.data ?? []).length === 0}
            emptyText={t('history.empty')}
            onRetry={() => void history.refetch()}
          >
            <ol className="ct-history-list" data-testid={`contract-history-${contractId}`}>
              {(history.data ?? []).map((entry, index) => (
                <li key={index}>
                  <span className="ct-history-action">{t(`history.action.${entry.action}`)}</span>{' '}
                  <span>
                    {t('history.byAt', {
                      by: entry.by === 'system' ? t('history.system') : entry.by,
                      at: format.dateTime(entry.at),
                    })}
                  </span>
                  {entry.note ? <span className="acct-muted"> — {entry.note}</span> : null}
                </li>
              ))}
            </ol>
          </QueryState>
        </div>
      ) : null}
    </div>
  );
}
