import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from '../paths.ts';
import { PLUGIN_MESSAGES } from './catalogue.ts';

/**
 * Reads the message ids of the server's catalogue from the source (development only: `npm run
 * messages:extract` and the catalogue test; the running server never imports this file).
 *
 * - `fail(code, message, …)` and `new AppError(code, message, …)`: the message;
 * - `invalid(field, message)`: `{0} ` + the message (the field path is the first placeholder);
 * - string concatenation with `+` of such literals;
 * - a `message:` property in `core/` (the rule problems the server answers through `invalid()`):
 *   like `invalid()`.
 *
 * A string literal is its own id; a template literal's `${…}` become `{0}`, `{1}`, …; both
 * branches of a `? :` count. A message held in a variable (operator text, a rethrown error) has no
 * id and is listed in `dynamic` for review.
 */
export interface Extraction {
  ids: string[];
  /** `path:line` of each message that is not written in place. */
  dynamic: string[];
}

/** Server sources that can answer a player (the development routes cannot). */
function sourceFiles(dir: string, skip: (path: string) => boolean): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (skip(path)) continue;
    if (entry.isDirectory()) out.push(...sourceFiles(path, skip));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts'))
      out.push(path);
  }
  return out;
}

/** The ids an expression can produce, placeholders numbered from `first`; null when not literal. */
function idsOf(node: ts.Expression, first: number): string[] | null {
  if (ts.isParenthesizedExpression(node)) return idsOf(node.expression, first);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    node.templateSpans.forEach((span, i) => {
      text += `{${first + i}}${span.literal.text}`;
    });
    return [text];
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = idsOf(node.left, first);
    if (!left) return null;
    const out: string[] = [];
    for (const head of left) {
      const used = head.match(/\{\d+\}/g)?.length ?? 0;
      const right = idsOf(node.right, first + used);
      if (!right) return null;
      out.push(...right.map((tail) => head + tail));
    }
    return out;
  }
  if (ts.isConditionalExpression(node)) {
    const a = idsOf(node.whenTrue, first);
    const b = idsOf(node.whenFalse, first);
    return a && b ? [...a, ...b] : null;
  }
  return null;
}

function calleeName(node: ts.CallExpression | ts.NewExpression): string | null {
  const callee = node.expression;
  return ts.isIdentifier(callee) ? callee.text : null;
}

/** Every message id of the server and core sources under `root` (default: the repository). */
export function extractMessageIds(root: string = REPO_ROOT): Extraction {
  const ids = new Set<string>(PLUGIN_MESSAGES);
  const dynamic: string[] = [];
  const files = [
    // errors.ts builds `invalid()`'s own `${field} ${message}`; the development routes answer no player.
    ...sourceFiles(
      join(root, 'server', 'src'),
      (path) => path.includes(join('routes', 'dev')) || path.endsWith(join('src', 'errors.ts')),
    ),
    ...sourceFiles(join(root, 'core'), () => false),
  ];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const inCore = relative(root, file).startsWith('core');
    const where = (node: ts.Node) =>
      `${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const take = (node: ts.Expression | undefined, prefix: boolean) => {
      if (!node) return;
      const found = idsOf(node, prefix ? 1 : 0);
      if (found) for (const id of found) ids.add(prefix ? `{0} ${id}` : id);
      else dynamic.push(where(node));
    };
    const visit = (node: ts.Node): void => {
      if (!inCore && (ts.isCallExpression(node) || ts.isNewExpression(node))) {
        const name = calleeName(node);
        const args = node.arguments ?? ts.factory.createNodeArray();
        if (name === 'fail' && args.length >= 2) take(args[1], false);
        else if (name === 'AppError' && ts.isNewExpression(node) && args.length >= 2) take(args[1], false);
        else if (name === 'invalid' && args.length === 2) take(args[1], true);
      }
      if (
        inCore &&
        ts.isPropertyAssignment(node) &&
        ts.isIdentifier(node.name) &&
        node.name.text === 'message' &&
        (idsOf(node.initializer, 1) ?? []).length > 0
      )
        take(node.initializer, true);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { ids: [...ids].sort(), dynamic };
}
