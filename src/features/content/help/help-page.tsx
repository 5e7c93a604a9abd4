import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SiteLink } from '../../../layout/links';
import { Button, buttonClassName } from '../../../components/button';
import { SafeHtml } from '../../../components/safe-html';
import { Empty, LoadError, Loading } from '../../../components/states';
import { helpCenterQuery, type HelpCategory } from '../../../lib/api/content';
import { useSession } from '../../../lib/session';
import { openModal } from '../../../lib/ui-store';
import '../content.css';
import { articleParam, findArticle, searchHelp } from './help-search';

/**
 * The help centre (registry id `content.helpPage`; §2 /help with the site layout, /helpmc without):
 * categories and articles of `GET /wps/system/helpCenter` in the active language, search across
 * titles and bodies (`?q=`), deep links to an article (`?article=terms`, also the older `?page=`)
 * or a category (`?category=payments`), and the way to the feedback form (member centre
 * `?mc=feedback`; a visitor is asked to log in first).
 */
export default function HelpPage() {
  const { t, i18n } = useTranslation('content');
  const help = useQuery(helpCenterQuery(i18n.language));
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  // The search box follows the address (back, a deep link) and keeps what is typed otherwise.
  const [typed, setTyped] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    setTyped(query);
  }
  const { token } = useSession();

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(params);
    next.delete('article');
    next.delete('page');
    next.delete('category');
    if (typed.trim()) next.set('q', typed.trim());
    else next.delete('q');
    setParams(next);
  };

  let body;
  if (help.isPending) body = <Loading />;
  else if (help.isError) body = <LoadError error={help.error} retry={() => void help.refetch()} />;
  else {
    const categories = help.data.categories;
    const wantedArticle = articleParam(params);
    const wantedCategory = params.get('category');
    const category = categories.find((c) => c.id === wantedCategory);
    const found =
      findArticle(categories, wantedArticle) ??
      (category?.articles[0] ? { category, article: category.articles[0] } : null);
    const link = (id: string) => `?article=${encodeURIComponent(id)}`;
    let main;
    if (query) {
      const results = searchHelp(categories, query);
      main = (
        <section className="cnt-article" aria-labelledby="cnt-results-title" data-testid="help-results">
          <h2 id="cnt-results-title">{t('help.resultsTitle', { query })}</h2>
          <p role="status">{t('help.resultsCount', { count: results.length })}</p>
          {results.length === 0 ? null : (
            <ul className="cnt-results">
              {results.map((r) => (
                <li key={r.article.id}>
                  <SiteLink to={link(r.article.id)}>{r.article.title}</SiteLink>{' '}
                  <span className="cnt-muted">· {r.category.title}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      );
    } else if (wantedArticle && !found) {
      main = (
        <section className="cnt-article">
          <Empty text={t('help.notFound')} testId="help-not-found" />
        </section>
      );
    } else if (found) {
      main = (
        <article className="cnt-article" aria-labelledby="cnt-article-title" data-testid="help-article">
          <p className="cnt-muted">{found.category.title}</p>
          <h2 id="cnt-article-title">{found.article.title}</h2>
          <SafeHtml className="cnt-body" html={found.article.content} />
        </article>
      );
    } else {
      main = (
        <section className="cnt-article">
          <p>{t('help.intro')}</p>
        </section>
      );
    }
    body = (
      <div className="cnt-help-layout">
        <HelpNav categories={categories} current={found?.article.id ?? null} link={link} />
        {main}
      </div>
    );
  }

  return (
    <div className="page cnt-help" data-testid="help-page">
      <h1>{t('help.title')}</h1>
      <form role="search" className="cnt-search" onSubmit={search} aria-label={t('help.searchLabel')}>
        <label htmlFor="cnt-help-q" className="visually-hidden">
          {t('help.searchLabel')}
        </label>
        <input
          id="cnt-help-q"
          type="search"
          value={typed}
          placeholder={t('help.searchPlaceholder')}
          onChange={(e) => setTyped(e.target.value)}
          maxLength={100}
        />
        <Button type="submit" variant="primary">
          {t('help.search')}
        </Button>
      </form>
      {body}
      {/* Below the help, once it is in: the help does not push it down when it arrives (issue 13,
          CLS on /help). */}
      {help.isPending ? null : (
        <section className="cnt-article" aria-labelledby="cnt-help-feedback">
          <h2 id="cnt-help-feedback">{t('help.feedbackTitle')}</h2>
          <p>{t('help.feedbackText')}</p>
          {token ? (
            <SiteLink className={buttonClassName('secondary')} to="?mc=feedback">
              {t('help.feedbackLink')}
            </SiteLink>
          ) : (
            <Button onClick={() => openModal('loginPopup')}>{t('help.feedbackLogin')}</Button>
          )}
        </section>
      )}
    </div>
  );
}

function HelpNav(props: {
  categories: HelpCategory[];
  current: string | null;
  link: (id: string) => string;
}) {
  const { t } = useTranslation('content');
  return (
    <nav className="cnt-help-nav" aria-label={t('help.navLabel')}>
      {props.categories.map((c) => (
        <section key={c.id} aria-labelledby={`cnt-cat-${c.id}`}>
          <h2 id={`cnt-cat-${c.id}`}>{c.title}</h2>
          <ul>
            {c.articles.map((a) => (
              <li key={a.id}>
                <SiteLink
                  className="cnt-article-link"
                  to={props.link(a.id)}
                  aria-current={a.id === props.current ? 'page' : undefined}
                >
                  {a.title}
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
