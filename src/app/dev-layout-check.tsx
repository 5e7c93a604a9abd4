import { useEffect, useState } from 'react';
import type { LayoutIssue } from '../layout/validate';

/**
 * Development only: validates the bundled layout files against schemas/layout.schema.json when
 * the app loads and lists the problems on the page. ajv is imported on demand, so production
 * bundles never include it (the check runs in `npm run config:check` and the tests there).
 */
export function DevLayoutCheck() {
  const [issues, setIssues] = useState<LayoutIssue[]>([]);
  useEffect(() => {
    if (!import.meta.env.DEV) return undefined;
    let live = true;
    void Promise.all([import('../layout/validate'), import('../layout/all-files')]).then(
      ([{ validateLayoutFile }, { layoutFiles }]) => {
        if (live) setIssues(layoutFiles.flatMap(({ file, data }) => validateLayoutFile(data, file)));
      },
    );
    return () => {
      live = false;
    };
  }, []);
  if (issues.length === 0) return null;
  return (
    <div role="alert" className="layout-error">
      <strong>Layout files do not match schemas/layout.schema.json:</strong>
      <ul>
        {issues.map((issue) => (
          <li key={`${issue.file}${issue.pointer}${issue.message}`}>
            {issue.file} {issue.pointer || '/'}: {issue.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
